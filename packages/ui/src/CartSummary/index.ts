export * from './CartSummary';
