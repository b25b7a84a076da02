export * from './OrderCard';
export * from './useOrderCard';
