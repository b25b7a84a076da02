import { defineConfig } from 'tsup';

/* One entry per component folder so that importing one primitive does not pull the others
   (each folder is also reachable from the root barrel, which is side-effect free). */
export default defineConfig({
  entry: ['src/index.ts', 'src/*/index.ts', '!src/internal/index.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  treeshake: true,
  splitting: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'styled-components', '@gaia/domain'],
});
