/** Stores and numbers (spec 02 §5): number search and selection. */
export * from './number';
export * from './numberSearch';
export * from './numberSelection';
export * from './map/index';
export * from './locator/index';
export * from './onboarding/index';
