export * from './AmountInput';
