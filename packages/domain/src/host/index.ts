/** The native host bridge and its browser fallback (F0.6). */
export * from './nativeHost';
export * from './browserFallback';
export * from './hostBridge';
