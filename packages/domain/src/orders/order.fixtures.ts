/** Orders as the tests drive them (not shipped). */
import type { Order } from './order';

/** A new connection left unfinished (state A), an eSIM with its package: what "continue" reopens. */
export const unfinishedNewConnection: Order = {
  orderId: 'O-1',
  orderNbr: 'N-1',
  orderState: 'A',
  eventType: 'NEW_CONNECTION',
  extData: { esimFlag: 'Y' },
  orderItemList: [{ offerCode: 'POST_SMART', offerName: 'Smart', packageList: [{ id: 'P1' }], serviceList: [{ id: 'S1' }] }],
};
