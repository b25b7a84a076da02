/**
 * The build options every library package shares (ES modules for ES2022, tree-shaken and split
 * into chunks, a clean output folder); declarations come from tsc (tsconfig.build.json), one per
 * module beside the code. Each package's tsup.config.ts adds its entries and externals.
 */
export const libraryBuildOptions = {
  format: ['esm'],
  dts: false,
  clean: true,
  treeshake: true,
  splitting: true,
  target: 'es2022',
};
