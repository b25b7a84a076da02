/** Payment methods, payment events, pay, check and the transaction status (spec 03 F3.8, F3.9). */
export * from './paymentMethodQuery';
export * from './payEventCodes';
export * from './payEvents';
export * from './checkout';
export * from './checkoutKeys';
export * from './paymentAttempt';
export * from './transactionView';
