import type { SandboxOrder } from './orderFactory';
import {
  SANDBOX_AWAITING_AGE_MINUTES,
  SANDBOX_PAYMENT_TIMEOUT_MINUTES,
  goodsAwaitingPayment,
  orderAmounts,
  seededOrders,
  timesOf,
} from './orderFactory';
import { APP_CHANNEL, shopChannel } from './orderChannels';
import { goodsItem, lineItem, withReceipt, type LineOffer } from './orderItems';

const CUST = '1001';
const MAIN_LINE = '771234567';
const DAY_MINUTES = 24 * 60;

const SMART_10: LineOffer = ['Smart 10', 'PKG-SMART10', '1'];
const SMART_30: LineOffer = ['Smart 30', 'PKG-SMART30', '1'];
const TARIRO = { contactName: 'Tariro Moyo', contactMobile: '0771234567' };

/**
 * The demo individual's orders (Tariro, customer 1001), newest first: every state (B with 8
 * and 25 minutes left; A, V, C, E, R) and the event types the screens treat apart — a package upgrade
 * with two lines, a new connection to continue, roaming, purchased goods with pickup and a review
 * to write, goods awaiting payment (25 minutes left), an eSIM, receipts — twelve orders, so the list has a second page.
 */
export function individualOrders(now: number): SandboxOrder[] {
  return seededOrders(CUST, [
    goodsAwaitingPayment(
      '13',
      timesOf(now, 0, 0, 5),
      orderAmounts(18.5, { totalBeforeTax: 15.95, tax: 2.55 }),
      TARIRO,
      goodsItem('Fast charger 25 W', 'SKU-CHARGER25', 18.5, 1, [
        { attrName: 'Plug', attrValueMask: 'Type G' },
      ]),
    ),
    {
      seq: '12',
      orderState: 'B',
      eventType: 'PACKAGE_UPGRADE',
      times: timesOf(now, 0, 0, SANDBOX_AWAITING_AGE_MINUTES),
      payable: true,
      amounts: orderAmounts(25),
      items: [
        lineItem(SMART_10, MAIN_LINE, 10, {
          offerActType: 'D',
          effDate: '2026-01-01 00:00:00',
          expDate: 'today',
        }),
        lineItem(SMART_30, MAIN_LINE, 25, { paidFlag: 0, effDate: 'after payment' }),
      ],
      steps: [[0, 'AWAITING_PAYMENT']],
    },
    {
      seq: '11',
      orderState: 'A',
      eventType: 'NEW_CONNECTION',
      times: timesOf(now, 1, 12),
      amounts: orderAmounts(15),
      details: { extData: { esimFlag: 'N' } },
      items: [
        lineItem(['Postpaid Flex 20', 'PLAN-FLEX20', '1'], '771239876', 15, {
          paidFlag: 0,
          packageList: [{ offerCode: 'PKG-DATA5', offerName: 'Data 5 GB' }],
          serviceList: [{ serviceCode: 'VOICEMAIL', serviceName: 'Voicemail' }],
        }),
      ],
      steps: [[12, 'DOCUMENTS_PENDING']],
    },
    {
      seq: '10',
      orderState: 'V',
      eventType: 'ROAMING_ACTIVATION',
      times: timesOf(now, 2, 5),
      amounts: orderAmounts(5),
      channel: APP_CHANNEL,
      items: [lineItem(['Roaming Africa 7 days', 'ROAM-AF7', '2'], MAIN_LINE, 5, { paidFlag: 1 })],
      steps: [
        [1, 'PAID'],
        [5, 'SCHEDULED', { comments: 'Starts when you arrive abroad.' }],
      ],
    },
    {
      seq: '09',
      orderState: 'C',
      eventType: 'PURCHASE_GOODS',
      times: timesOf(now, 3, 2 * DAY_MINUTES),
      amounts: orderAmounts(249.9, { totalBeforeTax: 215.43, tax: 34.47 }),
      details: {
        requireEvaluation: true,
        extData: withReceipt('RCPT-1001-09', { paymentMethodName: 'Visa •••• 4242' }),
        pickupInfo: { picker: TARIRO },
      },
      items: [
        goodsItem('Nova 5G phone', 'SKU-NOVA5G', 229.9, 1, [
          { attrName: 'Colour', attrValueMask: 'Midnight blue' },
          { attrName: 'Storage', attrValueMask: '128 GB' },
        ]),
        goodsItem('Screen protector', 'SKU-GLASS', 10, 2, [
          { attrName: 'Fits', attrValueMask: 'Nova 5G' },
        ]),
      ],
      steps: [
        [1, 'PAID'],
        [DAY_MINUTES, 'READY_FOR_PICKUP', { comments: 'Harare Central shop' }],
        [2 * DAY_MINUTES, 'COMPLETED', { requireEvaluation: true }],
      ],
    },
    {
      seq: '08',
      orderState: 'C',
      eventType: 'NEW_CONNECTION',
      times: timesOf(now, 5, 20),
      amounts: orderAmounts(3),
      details: { extData: withReceipt('RCPT-1001-08', { esimFlag: 'Y' }) },
      items: [
        lineItem(['Prepaid Starter eSIM', 'PLAN-ESIM', '1'], '781234567', 3, {
          iccid: '89263010000012345678',
          paidFlag: 1,
        }),
      ],
      steps: [
        [2, 'PAID'],
        [20, 'COMPLETED'],
      ],
    },
    {
      seq: '07',
      orderState: 'E',
      eventType: 'MODIFY_VAS',
      times: timesOf(now, 8, 40),
      amounts: orderAmounts(2),
      details: { extData: { diyDetailDisplay: 'Caller tunes, 30 days' } },
      items: [lineItem(['Caller tunes', 'VAS-TUNES', '2'], MAIN_LINE, 2, { paidFlag: 0 })],
      steps: [[40, 'CANCELLED', { comments: 'Ordered by mistake.' }]],
    },
    {
      seq: '06',
      orderState: 'R',
      eventType: 'PURCHASE_GOODS',
      times: timesOf(now, 10, 90),
      amounts: orderAmounts(59, { totalBeforeTax: 50.86, tax: 8.14 }),
      details: { pickupInfo: { picker: TARIRO } },
      items: [
        goodsItem('Wireless earbuds', 'SKU-BUDS', 59, 1, [
          { attrName: 'Colour', attrValueMask: 'White' },
        ]),
      ],
      steps: [[90, 'DECLINED', { comments: 'The card issuer declined the payment.' }]],
    },
    {
      seq: '05',
      orderState: 'C',
      eventType: 'ROAMING_EXTENSION',
      times: timesOf(now, 14, 3),
      amounts: orderAmounts(4),
      channel: APP_CHANNEL,
      items: [lineItem(['Roaming Africa +3 days', 'ROAM-AF3', '2'], MAIN_LINE, 4, { paidFlag: 1 })],
      steps: [
        [1, 'PAID'],
        [3, 'COMPLETED'],
      ],
    },
    {
      seq: '04',
      orderState: 'C',
      eventType: 'PURCHASE_GOODS',
      times: timesOf(now, 21, 3 * DAY_MINUTES),
      amounts: orderAmounts(35, { totalBeforeTax: 30.17, tax: 4.83 }),
      details: {
        requireEvaluation: false,
        extData: withReceipt('RCPT-1001-04', { paymentMethodName: 'Mobile money' }),
        pickupInfo: { picker: { contactName: 'Chipo Moyo', contactMobile: '0772345678' } },
      },
      items: [
        goodsItem('Mi-Fi router', 'SKU-MIFI', 35, 1, [
          { attrName: 'Colour', attrValueMask: 'Black' },
        ]),
      ],
      steps: [
        [1, 'PAID'],
        [3 * DAY_MINUTES, 'COMPLETED'],
        [4 * DAY_MINUTES, 'EVALUATED', { star: 4, comments: 'Quick pickup, friendly staff.' }],
      ],
    },
    {
      seq: '03',
      orderState: 'E',
      eventType: 'PACKAGE_DOWNGRADE',
      times: timesOf(now, 30, SANDBOX_PAYMENT_TIMEOUT_MINUTES),
      payable: true,
      amounts: orderAmounts(5),
      items: [
        lineItem(SMART_30, '771239999', 25, { offerActType: 'D' }),
        lineItem(SMART_10, '771239999', 5, { paidFlag: 0 }),
      ],
      steps: [[SANDBOX_PAYMENT_TIMEOUT_MINUTES, 'CANCELLED', { comments: 'Not paid in time.' }]],
    },
    {
      seq: '02',
      orderState: 'C',
      eventType: 'SIM_CARD_SHIFTING',
      times: timesOf(now, 45, 60),
      amounts: orderAmounts(1),
      channel: shopChannel('Harare Central shop'),
      items: [
        lineItem(['SIM replacement', 'SIM-SWAP', '3'], MAIN_LINE, 1, {
          iccid: '89263010000087654321',
          paidFlag: 1,
        }),
      ],
      steps: [[60, 'COMPLETED']],
    },
  ]);
}
