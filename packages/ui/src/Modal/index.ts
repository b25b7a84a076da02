export * from './Modal';
