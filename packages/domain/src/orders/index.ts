/** Orders (spec 03 §2, §4): order model, card and detail actions, badges, payment countdown, rating and cancelling. */
export * from './cancel';
export * from './continueOrder';
export * from './order';
export * from './orderCardActions';
export * from './orderDetail';
export * from './orderResult';
export * from './orderStatus';
export * from './paymentCheck';
export * from './paymentCountdown';
export * from './rating';
export * from './remarks';
export * from './list/index';
export * from './detail/index';
export * from './afterSale/index';
