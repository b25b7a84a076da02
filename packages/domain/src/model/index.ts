export * from './session';
export * from './resultCodes';
export * from './envelope';
