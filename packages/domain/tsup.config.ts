import { defineConfig } from 'tsup';

/* Every source module is an entry, so the output keeps one file per module (shared code goes to
   chunks) and a consumer's bundler, helped by `"sideEffects": false`, drops whole files it does not
   use: importing one validator costs that validator, not the whole package. */
export default defineConfig({
  entry: ['src/**/*.ts', '!src/**/*.test.ts', '!src/kernel/testing/**'],
  format: ['esm'],
  // Declarations come from tsc (tsconfig.build.json), one per module beside the code.
  dts: false,
  clean: true,
  treeshake: true,
  splitting: true,
  target: 'es2022',
});
