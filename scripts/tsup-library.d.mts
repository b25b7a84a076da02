import type { Options } from 'tsup';

export declare const libraryBuildOptions: Readonly<Options>;
