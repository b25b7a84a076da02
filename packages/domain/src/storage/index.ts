export * from './keys';
export * from './signInMemory';
