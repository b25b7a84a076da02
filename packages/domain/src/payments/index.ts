/** Payments (spec 03 §5): top-up and bill amounts, payment methods. */
export * from './amount';
export * from './payment';
export * from './topUp';
export * from './billPayment';
export * from './topUp/index';
export * from './checkout/index';
export * from './stepUp/index';
