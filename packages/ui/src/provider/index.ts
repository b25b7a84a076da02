export * from './GaiaProvider';
export * from './GaiaContext';
