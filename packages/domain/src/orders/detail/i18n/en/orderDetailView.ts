/** Messages: Order detail, countdown, timeline, goods, receipts and eSIM (spec 03 F3.15). */
export const orderDetailView = {} as const;
