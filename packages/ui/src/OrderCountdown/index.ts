export * from './OrderCountdown';
export * from './useOrderCountdown';
