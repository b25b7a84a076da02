import { defineConfig } from 'tsup';

/* One entry per component folder so that importing one primitive does not pull the others
   (each folder is also reachable from the root barrel, which is side-effect free). */
export default defineConfig({
  entry: ['src/index.ts', 'src/*/index.ts', '!src/internal/index.ts'],
  format: ['esm'],
  // Declarations come from tsc (tsconfig.build.json): tsup's bundled dts runs out of memory on 60 entries.
  dts: false,
  clean: true,
  treeshake: true,
  splitting: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'styled-components', '@gaia/domain'],
});
