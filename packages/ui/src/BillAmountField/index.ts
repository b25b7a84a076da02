export * from './BillAmountField';
