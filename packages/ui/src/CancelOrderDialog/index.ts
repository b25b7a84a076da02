export * from './CancelOrderDialog';
export * from './useCancelOrderDialog';
