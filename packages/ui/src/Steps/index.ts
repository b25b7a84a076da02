export * from './Steps';
