export * from './GaiaProvider';
export * from './GaiaCoreProvider';
export * from './GaiaContext';
