export * from './ApiError';
export * from './headers';
export * from './dependencies';
export * from './duplicates';
export * from './createHttpClient';
export * from './errorBehaviour';
export * from './chunkLoadError';
