import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', 'msw/index': 'src/msw/index.ts', 'node/index': 'src/node/index.ts', 'node/cli': 'src/node/cli.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  target: 'es2022',
  external: ['@gaia/domain'],
});
