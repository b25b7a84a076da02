import {
  WEB_CHANNEL,
  goodsAwaitingPayment,
  goodsItem,
  money,
  orderAmounts,
  shopChannel,
  step,
  timesOf,
  withReceipt,
  type SandboxOrder,
} from './orderFactory';

const CUST = '2001';
const PREFIX = '263';

/**
 * The corporate demo's orders (ACME, customer 2001), newest first: purchased goods awaiting
 * payment (20 minutes left at seed time), an eSIM new connection to continue, a line in V, a
 * package upgrade over two lines, a rejected roaming order and a cancelled VAS order.
 */
export function corporateOrders(now: number): SandboxOrder[] {
  const routers = timesOf(now, 0, 0, 10);
  const esimLine = timesOf(now, 0, 30, 180);
  const bulkLine = timesOf(now, 1, 30);
  const upgrade = timesOf(now, 6, 45);
  const roaming = timesOf(now, 9, 15);
  const vas = timesOf(now, 20, 10);
  return [
    goodsAwaitingPayment(
      CUST,
      { orderId: 'O-2001-06', orderNbr: 'SO2026200106' },
      routers,
      orderAmounts(350, { totalBeforeTax: 301.72, tax: 48.28 }),
      { contactName: 'Rumbi Sithole', contactMobile: '0775550001' },
      goodsItem('Mi-Fi router', 'SKU-MIFI', 35, 10, [{ attrName: 'Colour', attrValueMask: 'Black' }]),
    ),
    {
      custId: CUST,
      order: {
        orderId: 'O-2001-05',
        orderNbr: 'SO2026200105',
        orderState: 'A',
        eventType: 'NEW_CONNECTION',
        ...esimLine,
        ...orderAmounts(20),
        ...WEB_CHANNEL,
        extData: { esimFlag: 'Y' },
        orderItemList: [
          {
            offerName: 'Business Postpaid 50',
            offerCode: 'PLAN-BIZ50',
            offerType: '1',
            offerActType: 'A',
            accNbr: '775550160',
            prefix: PREFIX,
            priceDisplay: money(20),
            paidFlag: 0,
            packageList: [{ offerCode: 'PKG-DATA20', offerName: 'Data 20 GB' }],
            serviceList: [{ serviceCode: 'CONF', serviceName: 'Conference calls' }],
          },
        ],
      },
      timeline: [step(esimLine.createdDate, 0, 'SUBMITTED')],
    },
    {
      custId: CUST,
      order: {
        orderId: 'O-2001-04',
        orderNbr: 'SO2026200104',
        orderState: 'V',
        eventType: 'NEW_CONNECTION',
        ...bulkLine,
        ...orderAmounts(20),
        ...shopChannel('Bulawayo business centre'),
        extData: withReceipt('RCPT-2001-04', { esimFlag: 'N' }),
        orderItemList: [{ offerName: 'Business Postpaid 50', offerCode: 'PLAN-BIZ50', offerType: '1', offerActType: 'A', accNbr: '775550161', prefix: PREFIX, priceDisplay: money(20), paidFlag: 1 }],
      },
      timeline: [step(bulkLine.createdDate, 0, 'SUBMITTED'), step(bulkLine.createdDate, 2, 'PAID'), step(bulkLine.createdDate, 30, 'SIM_DISPATCHED')],
    },
    {
      custId: CUST,
      order: {
        orderId: 'O-2001-03',
        orderNbr: 'SO2026200103',
        orderState: 'C',
        eventType: 'PACKAGE_UPGRADE',
        ...upgrade,
        ...orderAmounts(40),
        ...WEB_CHANNEL,
        extData: withReceipt('RCPT-2001-03'),
        orderItemList: [
          { offerName: 'Business 20', offerCode: 'PLAN-BIZ20', offerType: '1', offerActType: 'D', accNbr: '775550005', prefix: PREFIX, priceDisplay: money(20) },
          { offerName: 'Business Postpaid 50', offerCode: 'PLAN-BIZ50', offerType: '1', offerActType: 'A', accNbr: '775550005', prefix: PREFIX, priceDisplay: money(40), paidFlag: 1 },
        ],
      },
      timeline: [step(upgrade.createdDate, 0, 'SUBMITTED'), step(upgrade.createdDate, 5, 'PAID'), step(upgrade.createdDate, 45, 'COMPLETED')],
    },
    {
      custId: CUST,
      order: {
        orderId: 'O-2001-02',
        orderNbr: 'SO2026200102',
        orderState: 'R',
        eventType: 'ROAMING_ACTIVATION',
        ...roaming,
        ...orderAmounts(12),
        ...WEB_CHANNEL,
        orderItemList: [{ offerName: 'Roaming World 30 days', offerCode: 'ROAM-W30', offerType: '2', offerActType: 'A', accNbr: '775550010', prefix: PREFIX, priceDisplay: money(12), paidFlag: 2 }],
      },
      timeline: [step(roaming.createdDate, 0, 'SUBMITTED'), step(roaming.createdDate, 15, 'DECLINED', { comments: 'Roaming is barred on this line.' })],
    },
    {
      custId: CUST,
      order: {
        orderId: 'O-2001-01',
        orderNbr: 'SO2026200101',
        orderState: 'E',
        eventType: 'MODIFY_VAS',
        ...vas,
        ...orderAmounts(6),
        ...WEB_CHANNEL,
        extData: { socialMixDetailDisplay: 'Social bundle, 3 lines' },
        orderItemList: [{ offerName: 'Social bundle', offerCode: 'VAS-SOCIAL', offerType: '2', offerActType: 'A', accNbr: '775550020', prefix: PREFIX, priceDisplay: money(6), paidFlag: 0 }],
      },
      timeline: [step(vas.createdDate, 0, 'SUBMITTED'), step(vas.createdDate, 10, 'CANCELLED', { comments: 'Cancelled by the administrator.' })],
    },
  ];
}
