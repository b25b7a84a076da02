export * from './ErrorSummary';
