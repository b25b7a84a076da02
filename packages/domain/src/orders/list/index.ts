/** My Orders list, cancel, rate, payment check, continue, review (spec 03 F3.14, F3.16, F3.20). */
export * from './orderListPaths';
export * from './orderListModel';
export * from './orderPayment';
