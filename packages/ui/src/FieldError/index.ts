export * from './FieldError';
