export * from './ResultDialog';
