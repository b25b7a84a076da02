/** Shop checkout (F4.4): fee calculation, delivery or pickup, invoice buyer, order save, payment. */
export * from './checkoutModel';
export * from './checkoutRules';
export * from './checkoutFlow';
export * from './shopCheckoutCalls';
