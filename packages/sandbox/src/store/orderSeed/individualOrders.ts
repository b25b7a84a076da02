import {
  APP_CHANNEL,
  SANDBOX_AWAITING_AGE_MINUTES,
  SANDBOX_PAYMENT_TIMEOUT_MINUTES,
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

const CUST = '1001';
const MAIN_LINE = '771234567';
const PREFIX = '263';

/**
 * The demo individual's orders (Tariro, customer 1001), newest first: every state (B with 8
 * and 25 minutes left; A, V, C, E, R) and the event types the screens treat apart — a package upgrade
 * with two lines, a new connection to continue, roaming, purchased goods with pickup and a review
 * to write, goods awaiting payment (25 minutes left), an eSIM, receipts — twelve orders, so the list has a second page.
 */
export function individualOrders(now: number): SandboxOrder[] {
  const upgrade = timesOf(now, 0, 0, SANDBOX_AWAITING_AGE_MINUTES);
  const charger = timesOf(now, 0, 0, 5);
  const newLine = timesOf(now, 1, 12);
  const roaming = timesOf(now, 2, 5);
  const goods = timesOf(now, 3, 2 * 24 * 60);
  const esim = timesOf(now, 5, 20);
  const vas = timesOf(now, 8, 40);
  const declined = timesOf(now, 10, 90);
  const extension = timesOf(now, 14, 3);
  const rated = timesOf(now, 21, 3 * 24 * 60);
  const downgrade = timesOf(now, 30, SANDBOX_PAYMENT_TIMEOUT_MINUTES);
  const simShift = timesOf(now, 45, 60);
  return [
    goodsAwaitingPayment(
      CUST,
      { orderId: 'O-1001-13', orderNbr: 'SO2026100113' },
      charger,
      orderAmounts(18.5, { totalBeforeTax: 15.95, tax: 2.55 }),
      { contactName: 'Tariro Moyo', contactMobile: '0771234567' },
      goodsItem('Fast charger 25 W', 'SKU-CHARGER25', 18.5, 1, [{ attrName: 'Plug', attrValueMask: 'Type G' }]),
    ),
    {
      custId: CUST,
      order: {
        orderId: 'O-1001-12',
        orderNbr: 'SO2026100112',
        orderState: 'B',
        eventType: 'PACKAGE_UPGRADE',
        ...upgrade,
        timeoutDuration: SANDBOX_PAYMENT_TIMEOUT_MINUTES,
        ...orderAmounts(25),
        ...WEB_CHANNEL,
        orderItemList: [
          { offerName: 'Smart 10', offerCode: 'PKG-SMART10', offerType: '1', offerActType: 'D', accNbr: MAIN_LINE, prefix: PREFIX, priceDisplay: money(10), effDate: '2026-01-01 00:00:00', expDate: 'today' },
          { offerName: 'Smart 30', offerCode: 'PKG-SMART30', offerType: '1', offerActType: 'A', accNbr: MAIN_LINE, prefix: PREFIX, priceDisplay: money(25), paidFlag: 0, effDate: 'after payment' },
        ],
      },
      timeline: [step(upgrade.createdDate, 0, 'SUBMITTED'), step(upgrade.createdDate, 0, 'AWAITING_PAYMENT')],
    },
    {
      custId: CUST,
      order: {
        orderId: 'O-1001-11',
        orderNbr: 'SO2026100111',
        orderState: 'A',
        eventType: 'NEW_CONNECTION',
        ...newLine,
        ...orderAmounts(15),
        ...WEB_CHANNEL,
        extData: { esimFlag: 'N' },
        orderItemList: [
          {
            offerName: 'Postpaid Flex 20',
            offerCode: 'PLAN-FLEX20',
            offerType: '1',
            offerActType: 'A',
            accNbr: '771239876',
            prefix: PREFIX,
            priceDisplay: money(15),
            paidFlag: 0,
            packageList: [{ offerCode: 'PKG-DATA5', offerName: 'Data 5 GB' }],
            serviceList: [{ serviceCode: 'VOICEMAIL', serviceName: 'Voicemail' }],
          },
        ],
      },
      timeline: [step(newLine.createdDate, 0, 'SUBMITTED'), step(newLine.createdDate, 12, 'DOCUMENTS_PENDING')],
    },
    {
      custId: CUST,
      order: {
        orderId: 'O-1001-10',
        orderNbr: 'SO2026100110',
        orderState: 'V',
        eventType: 'ROAMING_ACTIVATION',
        ...roaming,
        ...orderAmounts(5),
        ...APP_CHANNEL,
        orderItemList: [{ offerName: 'Roaming Africa 7 days', offerCode: 'ROAM-AF7', offerType: '2', offerActType: 'A', accNbr: MAIN_LINE, prefix: PREFIX, priceDisplay: money(5), paidFlag: 1 }],
      },
      timeline: [step(roaming.createdDate, 0, 'SUBMITTED'), step(roaming.createdDate, 1, 'PAID'), step(roaming.createdDate, 5, 'SCHEDULED', { comments: 'Starts when you arrive abroad.' })],
    },
    {
      custId: CUST,
      order: {
        orderId: 'O-1001-09',
        orderNbr: 'SO2026100109',
        orderState: 'C',
        eventType: 'PURCHASE_GOODS',
        ...goods,
        ...orderAmounts(249.9, { totalBeforeTax: 215.43, tax: 34.47 }),
        ...WEB_CHANNEL,
        requireEvaluation: true,
        extData: withReceipt('RCPT-1001-09', { paymentMethodName: 'Visa •••• 4242' }),
        pickupInfo: { picker: { contactName: 'Tariro Moyo', contactMobile: '0771234567' } },
        orderItemList: [
          goodsItem('Nova 5G phone', 'SKU-NOVA5G', 229.9, 1, [
            { attrName: 'Colour', attrValueMask: 'Midnight blue' },
            { attrName: 'Storage', attrValueMask: '128 GB' },
          ]),
          goodsItem('Screen protector', 'SKU-GLASS', 10, 2, [{ attrName: 'Fits', attrValueMask: 'Nova 5G' }]),
        ],
      },
      timeline: [
        step(goods.createdDate, 0, 'SUBMITTED'),
        step(goods.createdDate, 1, 'PAID'),
        step(goods.createdDate, 24 * 60, 'READY_FOR_PICKUP', { comments: 'Harare Central shop' }),
        step(goods.createdDate, 2 * 24 * 60, 'COMPLETED', { requireEvaluation: true }),
      ],
    },
    {
      custId: CUST,
      order: {
        orderId: 'O-1001-08',
        orderNbr: 'SO2026100108',
        orderState: 'C',
        eventType: 'NEW_CONNECTION',
        ...esim,
        ...orderAmounts(3),
        ...WEB_CHANNEL,
        extData: withReceipt('RCPT-1001-08', { esimFlag: 'Y' }),
        orderItemList: [
          { offerName: 'Prepaid Starter eSIM', offerCode: 'PLAN-ESIM', offerType: '1', offerActType: 'A', accNbr: '781234567', prefix: PREFIX, iccid: '89263010000012345678', priceDisplay: money(3), paidFlag: 1 },
        ],
      },
      timeline: [step(esim.createdDate, 0, 'SUBMITTED'), step(esim.createdDate, 2, 'PAID'), step(esim.createdDate, 20, 'COMPLETED')],
    },
    {
      custId: CUST,
      order: {
        orderId: 'O-1001-07',
        orderNbr: 'SO2026100107',
        orderState: 'E',
        eventType: 'MODIFY_VAS',
        ...vas,
        ...orderAmounts(2),
        ...WEB_CHANNEL,
        extData: { diyDetailDisplay: 'Caller tunes, 30 days' },
        orderItemList: [{ offerName: 'Caller tunes', offerCode: 'VAS-TUNES', offerType: '2', offerActType: 'A', accNbr: MAIN_LINE, prefix: PREFIX, priceDisplay: money(2), paidFlag: 0 }],
      },
      timeline: [step(vas.createdDate, 0, 'SUBMITTED'), step(vas.createdDate, 40, 'CANCELLED', { comments: 'Ordered by mistake.' })],
    },
    {
      custId: CUST,
      order: {
        orderId: 'O-1001-06',
        orderNbr: 'SO2026100106',
        orderState: 'R',
        eventType: 'PURCHASE_GOODS',
        ...declined,
        ...orderAmounts(59, { totalBeforeTax: 50.86, tax: 8.14 }),
        ...WEB_CHANNEL,
        pickupInfo: { picker: { contactName: 'Tariro Moyo', contactMobile: '0771234567' } },
        orderItemList: [goodsItem('Wireless earbuds', 'SKU-BUDS', 59, 1, [{ attrName: 'Colour', attrValueMask: 'White' }])],
      },
      timeline: [step(declined.createdDate, 0, 'SUBMITTED'), step(declined.createdDate, 90, 'DECLINED', { comments: 'The card issuer declined the payment.' })],
    },
    {
      custId: CUST,
      order: {
        orderId: 'O-1001-05',
        orderNbr: 'SO2026100105',
        orderState: 'C',
        eventType: 'ROAMING_EXTENSION',
        ...extension,
        ...orderAmounts(4),
        ...APP_CHANNEL,
        orderItemList: [{ offerName: 'Roaming Africa +3 days', offerCode: 'ROAM-AF3', offerType: '2', offerActType: 'A', accNbr: MAIN_LINE, prefix: PREFIX, priceDisplay: money(4), paidFlag: 1 }],
      },
      timeline: [step(extension.createdDate, 0, 'SUBMITTED'), step(extension.createdDate, 1, 'PAID'), step(extension.createdDate, 3, 'COMPLETED')],
    },
    {
      custId: CUST,
      order: {
        orderId: 'O-1001-04',
        orderNbr: 'SO2026100104',
        orderState: 'C',
        eventType: 'PURCHASE_GOODS',
        ...rated,
        ...orderAmounts(35, { totalBeforeTax: 30.17, tax: 4.83 }),
        ...WEB_CHANNEL,
        requireEvaluation: false,
        extData: withReceipt('RCPT-1001-04', { paymentMethodName: 'Mobile money' }),
        pickupInfo: { picker: { contactName: 'Chipo Moyo', contactMobile: '0772345678' } },
        orderItemList: [goodsItem('Mi-Fi router', 'SKU-MIFI', 35, 1, [{ attrName: 'Colour', attrValueMask: 'Black' }])],
      },
      timeline: [
        step(rated.createdDate, 0, 'SUBMITTED'),
        step(rated.createdDate, 1, 'PAID'),
        step(rated.createdDate, 3 * 24 * 60, 'COMPLETED'),
        step(rated.createdDate, 4 * 24 * 60, 'EVALUATED', { star: 4, comments: 'Quick pickup, friendly staff.' }),
      ],
    },
    {
      custId: CUST,
      order: {
        orderId: 'O-1001-03',
        orderNbr: 'SO2026100103',
        orderState: 'E',
        eventType: 'PACKAGE_DOWNGRADE',
        ...downgrade,
        timeoutDuration: SANDBOX_PAYMENT_TIMEOUT_MINUTES,
        ...orderAmounts(5),
        ...WEB_CHANNEL,
        orderItemList: [
          { offerName: 'Smart 30', offerCode: 'PKG-SMART30', offerType: '1', offerActType: 'D', accNbr: '771239999', prefix: PREFIX, priceDisplay: money(25) },
          { offerName: 'Smart 10', offerCode: 'PKG-SMART10', offerType: '1', offerActType: 'A', accNbr: '771239999', prefix: PREFIX, priceDisplay: money(5), paidFlag: 0 },
        ],
      },
      timeline: [step(downgrade.createdDate, 0, 'SUBMITTED'), step(downgrade.createdDate, SANDBOX_PAYMENT_TIMEOUT_MINUTES, 'CANCELLED', { comments: 'Not paid in time.' })],
    },
    {
      custId: CUST,
      order: {
        orderId: 'O-1001-02',
        orderNbr: 'SO2026100102',
        orderState: 'C',
        eventType: 'SIM_CARD_SHIFTING',
        ...simShift,
        ...orderAmounts(1),
        ...shopChannel('Harare Central shop'),
        orderItemList: [{ offerName: 'SIM replacement', offerCode: 'SIM-SWAP', offerType: '3', offerActType: 'A', accNbr: MAIN_LINE, prefix: PREFIX, iccid: '89263010000087654321', priceDisplay: money(1), paidFlag: 1 }],
      },
      timeline: [step(simShift.createdDate, 0, 'SUBMITTED'), step(simShift.createdDate, 60, 'COMPLETED')],
    },
  ];
}
