export * from './Menu';
export * from './useMenu';
