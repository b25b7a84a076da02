export * from './DateField';
export * from './useDateField';
