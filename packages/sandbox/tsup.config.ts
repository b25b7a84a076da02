import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', 'msw/index': 'src/msw/index.ts', 'node/index': 'src/node/index.ts', 'node/cli': 'src/node/cli.ts' },
  format: ['esm'],
  // Declarations come from tsc (tsconfig.build.json), one per module beside the code: bundling them
  // took the build most of a minute.
  dts: false,
  clean: true,
  target: 'es2022',
  external: ['@gaia/domain'],
});
