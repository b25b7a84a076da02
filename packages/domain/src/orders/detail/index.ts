/** Order detail, countdown, timeline, goods, receipts and eSIM (spec 03 F3.15). */
export * from './orderDetailModel';
export * from './orderDetailPaths';
export * from './receipt';
