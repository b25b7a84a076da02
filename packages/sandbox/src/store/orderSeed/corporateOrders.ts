import type { SandboxOrder } from './orderFactory';
import { goodsAwaitingPayment, orderAmounts, seededOrders, timesOf } from './orderFactory';
import { shopChannel } from './orderChannels';
import { goodsItem, lineItem, withReceipt, type LineOffer } from './orderItems';

const CUST = '2001';

const BUSINESS_POSTPAID_50: LineOffer = ['Business Postpaid 50', 'PLAN-BIZ50', '1'];

/**
 * The corporate demo's orders (ACME, customer 2001), newest first: purchased goods awaiting
 * payment (20 minutes left at seed time), an eSIM new connection to continue, a line in V, a
 * package upgrade over two lines, a rejected roaming order and a cancelled VAS order.
 */
export function corporateOrders(now: number): SandboxOrder[] {
  return seededOrders(CUST, [
    goodsAwaitingPayment(
      '06',
      timesOf(now, 0, 0, 10),
      orderAmounts(350, { totalBeforeTax: 301.72, tax: 48.28 }),
      { contactName: 'Rumbi Sithole', contactMobile: '0775550001' },
      goodsItem('Mi-Fi router', 'SKU-MIFI', 35, 10, [
        { attrName: 'Colour', attrValueMask: 'Black' },
      ]),
    ),
    {
      seq: '05',
      orderState: 'A',
      eventType: 'NEW_CONNECTION',
      times: timesOf(now, 0, 30, 180),
      amounts: orderAmounts(20),
      details: { extData: { esimFlag: 'Y' } },
      items: [
        lineItem(BUSINESS_POSTPAID_50, '775550160', 20, {
          paidFlag: 0,
          packageList: [{ offerCode: 'PKG-DATA20', offerName: 'Data 20 GB' }],
          serviceList: [{ serviceCode: 'CONF', serviceName: 'Conference calls' }],
        }),
      ],
      steps: [],
    },
    {
      seq: '04',
      orderState: 'V',
      eventType: 'NEW_CONNECTION',
      times: timesOf(now, 1, 30),
      amounts: orderAmounts(20),
      channel: shopChannel('Bulawayo business centre'),
      details: { extData: withReceipt('RCPT-2001-04', { esimFlag: 'N' }) },
      items: [lineItem(BUSINESS_POSTPAID_50, '775550161', 20, { paidFlag: 1 })],
      steps: [
        [2, 'PAID'],
        [30, 'SIM_DISPATCHED'],
      ],
    },
    {
      seq: '03',
      orderState: 'C',
      eventType: 'PACKAGE_UPGRADE',
      times: timesOf(now, 6, 45),
      amounts: orderAmounts(40),
      details: { extData: withReceipt('RCPT-2001-03') },
      items: [
        lineItem(['Business 20', 'PLAN-BIZ20', '1'], '775550005', 20, { offerActType: 'D' }),
        lineItem(BUSINESS_POSTPAID_50, '775550005', 40, { paidFlag: 1 }),
      ],
      steps: [
        [5, 'PAID'],
        [45, 'COMPLETED'],
      ],
    },
    {
      seq: '02',
      orderState: 'R',
      eventType: 'ROAMING_ACTIVATION',
      times: timesOf(now, 9, 15),
      amounts: orderAmounts(12),
      items: [
        lineItem(['Roaming World 30 days', 'ROAM-W30', '2'], '775550010', 12, { paidFlag: 2 }),
      ],
      steps: [[15, 'DECLINED', { comments: 'Roaming is barred on this line.' }]],
    },
    {
      seq: '01',
      orderState: 'E',
      eventType: 'MODIFY_VAS',
      times: timesOf(now, 20, 10),
      amounts: orderAmounts(6),
      details: { extData: { socialMixDetailDisplay: 'Social bundle, 3 lines' } },
      items: [lineItem(['Social bundle', 'VAS-SOCIAL', '2'], '775550020', 6, { paidFlag: 0 })],
      steps: [[10, 'CANCELLED', { comments: 'Cancelled by the administrator.' }]],
    },
  ]);
}
