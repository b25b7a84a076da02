import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', 'api/index': 'src/api/index.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  treeshake: true,
  target: 'es2022',
});
