import { defineConfig } from 'tsup';
import { libraryBuildOptions } from '../../scripts/tsup-library.mjs';

/* One entry per component folder so that importing one primitive does not pull the others
   (each folder is also reachable from the root barrel, which is side-effect free). tsup's bundled
   dts runs out of memory on 60 entries, hence the declarations from tsc. */
export default defineConfig({
  ...libraryBuildOptions,
  entry: ['src/index.ts', 'src/*/index.ts', '!src/internal/index.ts'],
  external: ['react', 'react-dom', 'styled-components', '@gaia/domain'],
});
