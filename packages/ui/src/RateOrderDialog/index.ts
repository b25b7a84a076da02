export * from './RateOrderDialog';
export * from './RemarksField';
export * from './useRateOrderDialog';
