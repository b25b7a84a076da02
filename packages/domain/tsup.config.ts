import { defineConfig } from 'tsup';
import { libraryBuildOptions } from '../../scripts/tsup-library.mjs';

/* Every source module is an entry, so the output keeps one file per module (shared code goes to
   chunks) and a consumer's bundler, helped by `"sideEffects": false`, drops whole files it does not
   use: importing one validator costs that validator, not the whole package. */
export default defineConfig({
  ...libraryBuildOptions,
  entry: ['src/**/*.ts', '!src/**/*.test.ts', '!src/**/*.fixtures.ts', '!src/kernel/testing/**'],
});
