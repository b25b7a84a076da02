import { Hono, type Context } from 'hono';
import { OrderDetailPath, ESIM_ACTIVATION_ATTR, OrderState, ResultCode, orderReceiptDocId, showEsimQr, type Order } from '@gaia/domain';
import type { SandboxStore } from '../store/SandboxStore';
import type { SandboxOrder } from '../store/orders';
import { badRequest, fail, ok, readJsonObject, stringField, tokenOf } from '../envelope';
import { OrderResultCode, wireOrder } from './orders';
import { receiptPdf } from './receiptPdf';

/** A fixed SM-DP+ address of the sandbox's eSIM activation codes (LPA:1$address$matching id). */
const SMDP_ADDRESS = 'smdp.gaia-sandbox.example';

/** The activation code of a completed eSIM order, stable per order. */
function activationCodeOf(orderId: string): string {
  const matching = orderId.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
  return `LPA:1$${SMDP_ADDRESS}$K2-${matching}-GAIA`;
}

/** The order as the detail shows it: a completed eSIM order carries its activation code. */
function withActivationCode(order: Order): Order {
  if (!showEsimQr(order) || order.orderState !== OrderState.completed) return order;
  const attrs = order.extData?.attrValueList ?? [];
  return { ...order, extData: { ...order.extData, attrValueList: [...attrs, { attrCode: ESIM_ACTIVATION_ATTR, attrValue: activationCodeOf(order.orderId) }] } };
}

/** The receipt's lines, in English (the document is a fixed-font PDF). */
function receiptLines(order: Order): string[] {
  const picker = order.pickupInfo?.picker;
  const payment = typeof order.extData?.paymentMethodName === 'string' ? order.extData.paymentMethodName : '--';
  const created = typeof order.createdDate === 'number' ? new Date(order.createdDate).toISOString() : String(order.createdDate ?? '--');
  return [
    `Order number: ${order.orderNbr}`,
    `Created: ${created}`,
    ...(picker ? [`Pickup contact: ${picker.contactName ?? '--'} ${picker.contactMobile ?? ''}`.trim()] : []),
    '',
    ...(order.orderItemList ?? []).map((item) => `${item.qty ?? 1} x ${item.offerName ?? item.offerCode ?? '--'}  ${item.priceDisplay ?? ''}`.trimEnd()),
    '',
    `Total before tax: ${order.totalBeforeTaxDisplay ?? '--'}`,
    `Tax: ${order.taxDisplay ?? '--'}`,
    `Total: ${order.payAmountDisplay ?? order.orderAmountDisplay ?? '--'}`,
    `Payment method: ${payment}`,
  ];
}

/**
 * Order detail (spec 03 §7 "Orders"; F3.15). Every call needs a session (401); a customer reaches
 * only their own orders (another's answers not found); malformed bodies answer 400.
 * - POST /ecare/order/userOrder/detail {orderId} → data: the order plus serverTime (epoch ms of
 *   the sandbox clock, which the countdown follows); a completed eSIM order carries its activation
 *   code (attrCode esimActivationCode);
 * - POST /ecare/order/userOrder/processList {orderId, orderNbr} → data.processList, oldest first;
 * - POST /ecare/shop/order/receipt/download {orderId} and /ecare/common/down-receipt {orderId or
 *   receiptDocId} → application/pdf, a receipt generated from the order; not found without one.
 * Control: POST /__sandbox/orders/receipt {fail: boolean} makes the downloads answer 500.
 */
export function orderDetailRoutes(store: SandboxStore) {
  const app = new Hono();
  const book = store.orders;
  let receiptFails = false;

  /** The signed-in customer's order named by `field` of the body, or the answer to give. */
  async function ownOrder(c: Context, field: 'orderId' | 'receiptDocId' = 'orderId'): Promise<SandboxOrder | Response> {
    const customer = store.customerForToken(tokenOf(c));
    if (!customer) return fail(c, ResultCode.unauthorized, 'gaia_tip_session_expired', 401);
    const body = await readJsonObject(c);
    if (!body) return badRequest(c);
    const orderId = stringField(body, 'orderId');
    const docId = field === 'receiptDocId' ? stringField(body, 'receiptDocId') : undefined;
    if (!orderId?.trim() && !docId?.trim()) return badRequest(c);
    const entry = orderId?.trim() ? book.get(orderId.trim()) : findByReceipt(customer.user.currentCustId, docId!.trim());
    if (!entry || entry.custId !== customer.user.currentCustId) return fail(c, OrderResultCode.notFound, 'gaia_orderlist_not_found');
    const orderNbr = body.orderNbr;
    if (orderNbr !== undefined && (typeof orderNbr !== 'string' || orderNbr !== entry.order.orderNbr)) return fail(c, OrderResultCode.notFound, 'gaia_orderlist_not_found');
    return entry;
  }

  function findByReceipt(custId: string | undefined, docId: string): SandboxOrder | undefined {
    const page = book.list(custId ?? '', 1, 1000);
    const order = page.orderList.find((candidate) => orderReceiptDocId(candidate) === docId);
    return order ? book.get(order.orderId) : undefined;
  }

  app.post(OrderDetailPath.detail, async (c) => {
    const entry = await ownOrder(c);
    if (entry instanceof Response) return entry;
    return ok(c, { ...withActivationCode(wireOrder(c, entry.order)), serverTime: store.clock.now() });
  });

  app.post(OrderDetailPath.timeline, async (c) => {
    const entry = await ownOrder(c);
    if (entry instanceof Response) return entry;
    return ok(c, { processList: book.timeline(entry.order.orderId) ?? [] });
  });

  async function receipt(c: Context, field: 'orderId' | 'receiptDocId'): Promise<Response> {
    const entry = await ownOrder(c, field);
    if (entry instanceof Response) return entry;
    const docId = orderReceiptDocId(entry.order);
    if (!docId) return fail(c, OrderResultCode.notFound, 'gaia_orderdetail_receipt_missing');
    if (receiptFails) return fail(c, ResultCode.serverError, 'gaia_orderdetail_receipt_failed', 500);
    const pdf = receiptPdf(`GAIA receipt ${docId}`, receiptLines(entry.order));
    return new Response(pdf as Uint8Array<ArrayBuffer>, {
      status: 200,
      headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="receipt-${entry.order.orderNbr}.pdf"`, 'Content-Length': String(pdf.byteLength) },
    });
  }

  app.post(OrderDetailPath.receiptDownload, (c) => receipt(c, 'orderId'));
  app.post(OrderDetailPath.commonReceipt, (c) => receipt(c, 'receiptDocId'));

  app.post('/__sandbox/orders/receipt', async (c) => {
    const body = await readJsonObject(c);
    if (!body || typeof body.fail !== 'boolean') return badRequest(c);
    receiptFails = body.fail;
    return ok(c, { fail: receiptFails });
  });

  return app;
}
