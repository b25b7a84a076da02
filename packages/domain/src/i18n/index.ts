export * from './types';
export * from './catalogues';
export * from './locale';
