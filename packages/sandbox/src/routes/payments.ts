import { Hono, type Context } from 'hono';
import {
  BILL_MAX_AMOUNT,
  IDEMPOTENCY_HEADER,
  PaymentMethodKind,
  parsePaymentMethodSearch,
  payEventFor,
  type PayRequest,
  type PaymentMethod,
  type PaymentTransaction,
} from '@gaia/domain';
import { badRequest, fail, localeOf, ok, readJsonObject, stringField, translatorFor } from '../envelope';
import type { SandboxStore } from '../store/SandboxStore';
import type { ProviderOutcome, SandboxTransaction } from '../store/payments';
import { creditTopUp, markOrderPaid } from './paymentEffects';
import { paymentProviderRoutes } from './paymentProvider';
import { withCustomerBody, withCustomer, withBody } from './guards';
import { PLAIN_AMOUNT } from './plainAmount';
import { ON_OFF, readSwitches } from './switches';

/** Business codes of the payment refusals (ours; the documents give none). */
export const PaymentResultCode = {
  alreadyPaid: '40904301',
  keyReused: '40904302',
  notFound: '40404301',
  methodUnavailable: '40904303',
  invalidAmount: '40004301',
  /** Step-up authentication is required and the payment carries no passed one (feature PAYMENT_STEP_UP). */
  stepUpRequired: '40104301',
} as const;

const KEY = /^[A-Za-z0-9_-]{8,100}$/;
const OUTCOMES: readonly ProviderOutcome[] = ['approve', 'decline', 'pending', 'timeout'];
const METHODS = [
  { code: 'CARD', type: PaymentMethodKind.card },
  { code: 'MOBILE_MONEY', type: PaymentMethodKind.mobileMoney },
] as const;

/** The methods in the request's language. */
function methodsFor(c: Context): PaymentMethod[] {
  const t = translatorFor(c);
  return METHODS.map(({ code, type }) => ({
    paymentMethodCode: code,
    paymentMethodName: t(`gaia_checkout_method_name_${code}`),
    paymentMethodType: type,
    description: t(`gaia_checkout_method_text_${code}`),
  }));
}

/** The transaction as the portal sees it: none of the provider's or the attempt's own fields. */
export function wireTransaction(transaction: SandboxTransaction): PaymentTransaction {
  const {
    userId: _userId,
    idempotencyKey: _key,
    fingerprint: _fingerprint,
    providerToken: _token,
    providerState: _state,
    returnUrl: _returnUrl,
    walletPhone: _phone,
    effectsApplied: _applied,
    ...wire
  } = transaction;
  return structuredClone(wire);
}

/**
 * Where the provider may send the payer back: a path of this site, or an address of the origin
 * the payment was started from. Anything else (another site, `//host`, javascript:) is refused.
 */
function safeReturnUrl(c: Context, value: string | undefined): string | undefined {
  if (!value || value.length > 500 || !value.includes('{transactionSn}')) return undefined;
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) return value;
  try {
    const url = new URL(value.replace('{transactionSn}', 'x'));
    const origin = c.req.header('origin') ?? new URL(c.req.url).origin;
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === origin ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Reads the pay body into a request: the payment as the payment-method page's query reads it. */
function payRequestOf(body: Record<string, unknown>): Omit<PayRequest, 'returnUrl' | 'idempotencyKey'> | undefined {
  const search = new URLSearchParams();
  for (const name of ['payEvent', 'acctNbr', 'accNbr', 'amount', 'currencySymbol', 'amountDisplay', 'fromOrder', 'eventType', 'custOrderId', 'custOrderNbr']) {
    const value = stringField(body, name);
    if (value) search.set(name, value);
  }
  if (Array.isArray(body.orderItemList)) search.set('orderItemList', JSON.stringify(body.orderItemList));
  const payment = parsePaymentMethodSearch(search.toString());
  const paymentMethodCode = stringField(body, 'paymentMethodCode');
  return payment && paymentMethodCode ? { ...payment, paymentMethodCode } : undefined;
}

/**
 * Payment methods, pay, check, callback and transactions (spec 03 §7; F3.8), the provider's pages
 * and the sandbox's switches:
 * - POST /ecare/payment/method/list {payEvent, amount?, eventType?} → data.paymentMethodList;
 * - POST /ecare/payment/pay {payment, paymentMethodCode, returnUrl, idempotencyKey} (+ Idempotency-Key
 *   header) → data {transactionSn, payUrl, state}; the same key answers the same transaction;
 * - POST /ecare/payment/check {transactionSn} or {custOrderId} → data.result 1–4, or 40904301 paid;
 * - POST /ecare/payment/callback {transactionSn} → the transaction after asking the provider;
 * - GET /ecare/transaction/{transactionSn} → the transaction;
 * - GET/POST /__sandbox/payments/settings {outcome: approve|decline|pending|timeout, callbackLost};
 * - GET /__sandbox/payments → every transaction; POST /__sandbox/payments/approval {transactionSn, approve};
 * - POST /__sandbox/payments/provider {transactionSn}: the payer finishes the provider page with the
 *   test card or wallet (tools and stories without the page) → {returnUrl}.
 * Every /ecare call needs a session; malformed bodies answer 400 with the envelope.
 */
export function paymentRoutes(store: SandboxStore) {
  const app = new Hono();
  const book = store.payments;
  book.onPaid((transaction) => creditTopUp(store, transaction));
  book.onPaid((transaction) => markOrderPaid(store, transaction));

  app.post('/ecare/payment/method/list', withCustomerBody(store, (c, { body }) => {
    const payEvent = payEventFor({ payEvent: stringField(body, 'payEvent'), eventType: stringField(body, 'eventType') });
    if (!payEvent) return badRequest(c, 'gaia_checkout_err_invalid');
    return ok(c, { paymentMethodList: methodsFor(c) });
  }));

  app.post('/ecare/payment/pay', withCustomerBody(store, (c, { customer, body }) => {
    const request = payRequestOf(body);
    if (!request) return badRequest(c, 'gaia_checkout_err_invalid');
    // An order is charged what the order book says it costs; its payment page shows amountDisplay only.
    if (request.fromOrder === 'Y' && request.custOrderId) {
      const due = store.orders.amountDue(request.custOrderId);
      if (due) request.amount = due;
    }
    const idempotencyKey = c.req.header(IDEMPOTENCY_HEADER) ?? stringField(body, 'idempotencyKey');
    if (!idempotencyKey || !KEY.test(idempotencyKey) || (stringField(body, 'idempotencyKey') ?? idempotencyKey) !== idempotencyKey)
      return badRequest(c, 'gaia_checkout_err_invalid');
    const returnUrl = safeReturnUrl(c, stringField(body, 'returnUrl'));
    if (!returnUrl) return badRequest(c, 'gaia_checkout_err_invalid');
    const amount = Number(request.amount);
    // One payment carries at most the bill maximum (spec 03 §9).
    if (!request.amount || !PLAIN_AMOUNT.test(request.amount) || !(amount > 0) || amount > BILL_MAX_AMOUNT)
      return fail(c, PaymentResultCode.invalidAmount, 'gaia_checkout_err_amount');
    const method = methodsFor(c).find((each) => each.paymentMethodCode === request.paymentMethodCode);
    if (!method) return fail(c, PaymentResultCode.methodUnavailable, 'gaia_checkout_err_method');
    if (store.settings.paymentStepUp && !book.hasAttempt(customer.user.userId, idempotencyKey)) {
      // A retried attempt (same key) was authenticated the first time; a new one needs its own step-up.
      const stepUp = stringField(body, 'stepUpReferenceId');
      if (!stepUp || store.stepUpReferences.consume(stepUp) !== customer.user.userId)
        return fail(c, PaymentResultCode.stepUpRequired, 'gaia_checkout_err_step_up');
    }
    const started = book.start(
      customer.user.userId,
      { ...request, idempotencyKey, returnUrl, paymentMethodName: method.paymentMethodName, paymentMethodType: method.paymentMethodType },
      store.now(),
    );
    if (started.status === 'keyReused') return fail(c, PaymentResultCode.keyReused, 'gaia_checkout_err_key_reused');
    if (started.status === 'alreadyPaid') return fail(c, PaymentResultCode.alreadyPaid, 'gaia_checkout_err_already_paid');
    const transaction = started.transaction;
    const payUrl = `${new URL(c.req.url).origin}/provider/pay/${transaction.providerToken}?lang=${localeOf(c)}`;
    return ok(c, { transactionSn: transaction.transactionSn, payUrl, state: transaction.state });
  }));

  app.post('/ecare/payment/check', withCustomerBody(store, (c, { customer, body }) => {
    const transactionSn = stringField(body, 'transactionSn');
    const custOrderId = stringField(body, 'custOrderId');
    if (!transactionSn && !custOrderId) return badRequest(c, 'gaia_checkout_err_invalid');
    const answer = book.check(customer.user.userId, transactionSn ? { transactionSn } : { custOrderId: custOrderId! }, store.now());
    if (answer.status === 'notFound') return fail(c, PaymentResultCode.notFound, 'gaia_checkout_err_not_found');
    if (answer.status === 'paid')
      return fail(c, PaymentResultCode.alreadyPaid, 'gaia_checkout_err_already_paid', 200, undefined, { transactionSn: answer.transaction.transactionSn, state: answer.transaction.state });
    return ok(c, { result: answer.result, ...(answer.transaction ? { transactionSn: answer.transaction.transactionSn, state: answer.transaction.state } : {}) });
  }));

  app.post('/ecare/payment/callback', withCustomerBody(store, (c, { customer, body }) => {
    const transaction = book.find(customer.user.userId, stringField(body, 'transactionSn') ?? '');
    if (!transaction) return fail(c, PaymentResultCode.notFound, 'gaia_checkout_err_not_found');
    // The payer's return proves nothing: the backend asks the provider's own record.
    return ok(c, wireTransaction(book.notify(transaction, store.now())));
  }));

  app.get('/ecare/transaction/:transactionSn', withCustomer(store, (c, customer) => {
    const transaction = book.find(customer.user.userId, c.req.param('transactionSn') ?? '');
    return transaction ? ok(c, wireTransaction(transaction)) : fail(c, PaymentResultCode.notFound, 'gaia_checkout_err_not_found');
  }));

  app.get('/__sandbox/payments', (c) => c.json({ transactions: book.all().map(wireTransaction) }));
  app.get('/__sandbox/payments/settings', (c) => c.json(book.switches));
  app.post('/__sandbox/payments/settings', withBody((c, body) => {
    const next = readSwitches(body, book.switches, { outcome: OUTCOMES, callbackLost: ON_OFF });
    if (!next) return badRequest(c);
    book.switches = next;
    return c.json(book.switches);
  }));
  app.post('/__sandbox/payments/approval', async (c) => {
    const body = await readJsonObject(c);
    const transactionSn = body ? stringField(body, 'transactionSn') : undefined;
    if (!body || !transactionSn || typeof body.approve !== 'boolean') return badRequest(c);
    const answered = book.answerApproval(transactionSn, body.approve);
    return answered ? c.json({ transactionSn, approved: body.approve }) : fail(c, PaymentResultCode.notFound, 'gaia_checkout_err_not_found', 404);
  });

  app.post('/__sandbox/payments/provider', async (c) => {
    const body = await readJsonObject(c);
    const transaction = body ? book.all().find((each) => each.transactionSn === stringField(body, 'transactionSn')) : undefined;
    if (!transaction) return fail(c, PaymentResultCode.notFound, 'gaia_checkout_err_not_found', 404);
    book.enterTestDetails(transaction);
    return c.json({ transactionSn: transaction.transactionSn, returnUrl: transaction.returnUrl });
  });

  app.route('/', paymentProviderRoutes(store));
  return app;
}
