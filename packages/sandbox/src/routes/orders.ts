import { Hono, type Context } from 'hono';
import { OrderListPath, REMARKS_MAX_LENGTH, ResultCode, type Order } from '@gaia/domain';
import type { SandboxStore } from '../store/SandboxStore';
import type { SandboxCustomer } from '../store/seed';
import { ORDER_PAGE_SIZE, type OrderActionSwitch, type OrderSwitches, type PaymentCheckSwitch } from '../store/orders';
import { badRequest, fail, ok, readJsonObject, stringField, translatorFor } from '../envelope';
import { withCustomerBody, withCustomer, withBody } from './guards';
import { readSwitches } from './switches';

/** Business codes of the order calls' refusals (ours; the documents give none). */
export const OrderResultCode = {
  notFound: '40404101',
  forbidden: '40304101',
} as const;

/** The largest page size the list accepts. */
const MAX_PAGE_SIZE = 50;

/** The order as the wire shows it: its state and event type named in the request's language. */
export function wireOrder(c: Context, order: Order): Order {
  const t = translatorFor(c);
  const stateKey = `gaia_orderlist_state_${order.orderState}`;
  const eventKey = `gaia_orderlist_event_${order.eventType ?? ''}`;
  const stateName = t(stateKey);
  const eventName = t(eventKey);
  return {
    ...order,
    orderStateName: stateName === stateKey ? order.orderState : stateName,
    eventTypeName: eventName === eventKey ? (order.eventType ?? '') : eventName,
  };
}

/** data.result 0 with a message (or none): a refusal the screens show (spec 03 §8). */
function refused(c: Context, messageKey: string | undefined): Response {
  return c.json({ code: ResultCode.success, resultCode: ResultCode.success, resultMsg: messageKey ? translatorFor(c)(messageKey) : '', data: { result: 0 } }, 200);
}

/** A positive whole number field (the page), the fallback when absent, undefined when invalid. */
function positiveInteger(value: unknown, fallback: number): number | undefined {
  if (value === undefined || value === null) return fallback;
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 ? n : undefined;
}

const CHECK_SWITCHES: readonly PaymentCheckSwitch[] = ['auto', 1, 2, 3, 4, 'error'];
const ACTION_SWITCHES: readonly OrderActionSwitch[] = ['auto', 'fail', 'failWithoutMessage'];

/**
 * My Orders (spec 03 §7 "Orders"; F3.14, F3.16, F3.20), our paths under /ecare/order/userOrder
 * (the documents name the evaluation path only). Every call needs a session (401); malformed bodies
 * answer 400; a customer reaches only their own orders (another's answers not found).
 * - POST …/list {custId?, pageInfo: {currentPage, pageSize?}} → data {orderList, pageInfo};
 * - POST …/paymentCheck {custOrderId} → data.result 1 payable, 2 not payable, 3 mobile money
 *   pending, 4 failure; code 500 with resultMsg when switched to `error`;
 * - POST …/cancel {custOrderId, remarks ≤ 400} → data.result 1, or 0 with resultMsg;
 * - POST …/evaluation {orderId, orderNbr, star 1–5, comments ≤ 400} → data.result 1, or 0 with resultMsg.
 * Control: GET/POST /__sandbox/orders {paymentCheck?, cancel?, rate?, list?} (the failure
 * switches), POST /__sandbox/orders/paid {orderId} (an order in B paid).
 */
export function orderRoutes(store: SandboxStore) {
  const app = new Hono();
  const book = store.orders;
  // Orders in B count down on the store's clock, which /__sandbox/clock moves.
  book.useClock(store.clock);

  /** The customer's order by custOrderId/orderId, or the answer to give. */
  function ownOrder(c: Context, customer: SandboxCustomer, orderId: string) {
    const entry = book.get(orderId);
    if (!entry || entry.custId !== customer.user.currentCustId) return fail(c, OrderResultCode.notFound, 'gaia_orderlist_not_found');
    return entry;
  }

  app.post(OrderListPath.list, withCustomerBody(store, (c, { customer, body }) => {
    const custId = body.custId;
    if (custId !== undefined && typeof custId !== 'string') return badRequest(c);
    if (custId && custId !== customer.user.currentCustId) return fail(c, OrderResultCode.forbidden, 'gaia_tip_bad_request', 403);
    const pageInfo = body.pageInfo ?? {};
    if (typeof pageInfo !== 'object' || Array.isArray(pageInfo)) return badRequest(c);
    const { currentPage, pageSize } = pageInfo as Record<string, unknown>;
    const page = positiveInteger(currentPage, 1);
    const size = positiveInteger(pageSize, ORDER_PAGE_SIZE);
    if (page === undefined || size === undefined || size > MAX_PAGE_SIZE) return badRequest(c);
    if (book.switches.list === 'error') return fail(c, ResultCode.serverError, 'gaia_orderlist_list_error', 500);
    const owner = customer.user.currentCustId;
    const result = owner ? book.list(owner, page, size) : { orderList: [], pageInfo: { currentPage: page, pageSize: size, total: 0, totalPage: 0 } };
    return ok(c, { ...result, orderList: result.orderList.map((order) => wireOrder(c, order)) });
  }));

  app.post(OrderListPath.paymentCheck, withCustomer(store, async (c, customer) => {
    const body = await readJsonObject(c);
    const orderId = body && stringField(body, 'custOrderId');
    if (!orderId) return badRequest(c);
    const entry = ownOrder(c, customer, orderId);
    if (entry instanceof Response) return entry;
    if (book.switches.paymentCheck === 'error') return fail(c, ResultCode.serverError, 'gaia_orderlist_check_error', 500);
    return ok(c, { result: book.paymentCheck(orderId) });
  }));

  app.post(OrderListPath.cancel, withCustomer(store, async (c, customer) => {
    const body = await readJsonObject(c);
    const orderId = body && stringField(body, 'custOrderId');
    const remarks = body && stringField(body, 'remarks');
    if (!orderId || remarks === undefined || remarks.trim() === '' || Array.from(remarks).length > REMARKS_MAX_LENGTH) return badRequest(c);
    const entry = ownOrder(c, customer, orderId);
    if (entry instanceof Response) return entry;
    const forced = book.switches.cancel;
    if (forced !== 'auto') return refused(c, forced === 'fail' ? 'gaia_orderlist_cancel_refused' : undefined);
    const result = book.cancel(orderId, remarks.trim());
    return result === 'ok' ? ok(c, { result: 1 }) : refused(c, 'gaia_orderlist_cancel_not_allowed');
  }));

  app.post(OrderListPath.evaluation, withCustomerBody(store, (c, { customer, body }) => {
    const orderId = stringField(body, 'orderId');
    const orderNbr = stringField(body, 'orderNbr');
    const comments = stringField(body, 'comments');
    const star = body.star;
    const validStar = typeof star === 'number' && Number.isInteger(star) && star >= 1 && star <= 5;
    if (!orderId || !orderNbr || !validStar || comments === undefined || comments.trim() === '' || Array.from(comments).length > REMARKS_MAX_LENGTH)
      return badRequest(c);
    const entry = ownOrder(c, customer, orderId);
    if (entry instanceof Response) return entry;
    const forced = book.switches.rate;
    if (forced !== 'auto') return refused(c, forced === 'fail' ? 'gaia_orderlist_rate_refused' : undefined);
    const result = book.rate({ orderId, orderNbr, star, comments: comments.trim() });
    return result === 'ok' ? ok(c, { result: 1 }) : refused(c, result === 'notFound' ? 'gaia_orderlist_not_found' : 'gaia_orderlist_rate_not_allowed');
  }));

  app.get('/__sandbox/orders', (c) => c.json({ ...book.switches }));
  app.post('/__sandbox/orders', withBody((c, body) => {
    const next = readSwitches<OrderSwitches>(body, book.switches, {
      paymentCheck: CHECK_SWITCHES,
      cancel: ACTION_SWITCHES,
      rate: ACTION_SWITCHES,
      list: ['ok', 'error'],
    });
    if (!next) return badRequest(c);
    book.switches = next;
    return c.json({ ...next });
  }));
  app.post('/__sandbox/orders/paid', async (c) => {
    const body = await readJsonObject(c);
    const orderId = body && stringField(body, 'orderId');
    if (!orderId) return badRequest(c);
    const result = book.markPaid(orderId);
    return result === 'ok' ? c.json({ orderId, orderState: 'C' }) : fail(c, OrderResultCode.notFound, 'gaia_orderlist_not_found', 404);
  });

  return app;
}
