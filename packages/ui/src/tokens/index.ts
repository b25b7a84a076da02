export * from './palette';
export * from './scales';
export * from './cssVariables';
