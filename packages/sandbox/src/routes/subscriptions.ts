import { Hono } from 'hono';
import { corporateMainLineError, validateSubscriberNumber, type SessionUser } from '@gaia/domain';
import type { SandboxStore } from '../store/SandboxStore';
import type { SandboxLine } from '../store/subscriptionSeed/lines';
import { badRequest, fail, ok, stringField } from '../envelope';
import { withCustomerBody } from './guards';

/** Business codes of the home's refusals (ours; the documents give none). */
export const LinesResultCode = {
  notFound: '40404001',
  isMainLineNow: '40904201',
  boosterRefused: '40904202',
  forbidden: '40304001',
} as const;

/** The line a body names by subsId or accNbr, among the customer's lines. */
function lineOf(store: SandboxStore, user: SessionUser, body: Record<string, unknown>): SandboxLine | undefined {
  const subsId = stringField(body, 'subsId');
  const accNbr = stringField(body, 'accNbr');
  if (subsId) return store.subscriptions.findLine(user.userId, { subsId });
  return accNbr ? store.subscriptions.findLine(user.userId, { accNbr }) : undefined;
}

/** The line as the wire shows it (without the sandbox's own fields). */
function wireLine(line: SandboxLine) {
  return structuredClone(line);
}

const BOOSTER_REFUSAL_KEYS = {
  unknownLine: 'gaia_lines_search_not_found',
  unknownItem: 'gaia_lines_booster_no_offers',
  unknownOffer: 'gaia_lines_booster_no_offers',
  expired: 'gaia_lines_booster_no_offers',
  insufficient: 'gaia_lines_booster_insufficient',
} as const;

/**
 * Lines, balances, points, the main line and boosters (spec 03 §7; F3.2–F3.5). Every call needs a
 * session (401 otherwise); malformed bodies answer 400 with the envelope; a customer sees only their
 * own lines.
 */
export function subscriptionRoutes(store: SandboxStore) {
  const app = new Hono();
  const book = store.subscriptions;

  /** The property configuration the home reads (our path; spec 03 §3 names the values only). */
  app.get('/ecare/common/property/config', (c) => ok(c, { ...book.properties }));

  /** {custNbr, custId} → data.subsList; another customer's number is refused. */
  app.post('/ecare/subs/list', withCustomerBody(store, (c, { customer, body }) => {
    const custNbr = body.custNbr;
    if (custNbr !== undefined && typeof custNbr !== 'string') return badRequest(c);
    if (custNbr && custNbr !== customer.user.currentCustNbr) return fail(c, LinesResultCode.forbidden, 'gaia_tip_bad_request', 403);
    return ok(c, { subsList: book.linesOf(customer.user.userId).map(wireLine) });
  }));

  /** {accNbr, prefix?, subsId?, custType?, showError?} → the line; a number not of the customer: not found. */
  app.post('/ecare/subs/detail', withCustomerBody(store, (c, { customer, body }) => {
    const accNbr = stringField(body, 'accNbr');
    if (accNbr === undefined && stringField(body, 'subsId') === undefined) return badRequest(c);
    if (accNbr !== undefined && validateSubscriberNumber(accNbr)) return badRequest(c, validateSubscriberNumber(accNbr));
    const line = lineOf(store, customer.user, body);
    return line ? ok(c, wireLine(line)) : fail(c, LinesResultCode.notFound, 'gaia_lines_search_not_found');
  }));

  /** {accNbr, acctId?, acctNbr?} → account, extra-currency and item balances of one of the customer's lines. */
  app.post('/ecare/balance', withCustomerBody(store, (c, { customer, body }) => {
    if (typeof body.accNbr !== 'string' || body.accNbr.trim() === '') return badRequest(c);
    const line = store.subscriptions.findLine(customer.user.userId, { accNbr: body.accNbr });
    const balance = line ? book.balanceOf(line.subsId, store.now()) : undefined;
    return balance ? ok(c, balance) : fail(c, LinesResultCode.notFound, 'gaia_lines_search_not_found');
  }));

  for (const [path, system] of [['/ecare/point/detail', 'internal'], ['/ecare/point/summary', 'external']] as const) {
    /** {accNbr, acctId?, acctNbr?} → data.pointDetail. */
    app.post(path, withCustomerBody(store, (c, { customer, body }) => {
      if (typeof body.accNbr !== 'string') return badRequest(c);
      const line = store.subscriptions.findLine(customer.user.userId, { accNbr: body.accNbr });
      return line ? ok(c, book.pointsOf(line, system, store.now())) : fail(c, LinesResultCode.notFound, 'gaia_lines_search_not_found');
    }));
  }

  /**
   * {subsId} or {accNbr} → 200, the line becomes the only main line (and the user's preferred
   * line); the current main line again → tip_setmainline_is_main_line_now; another customer's → not found.
   */
  app.post('/ecare/user/preferred-subs/set', withCustomerBody(store, (c, { customer, body }) => {
    const subsId = stringField(body, 'subsId');
    const accNbr = stringField(body, 'accNbr');
    if (!subsId && !accNbr) return badRequest(c);
    if (accNbr !== undefined && !subsId && validateSubscriberNumber(accNbr)) return badRequest(c, validateSubscriberNumber(accNbr));
    const line = lineOf(store, customer.user, body);
    if (!line) return fail(c, LinesResultCode.notFound, 'gaia_lines_search_not_found');
    const current = book.mainLineOf(customer.user.userId)?.accNbr ?? customer.user.preferredAccNbr;
    if (corporateMainLineError(line.accNbr, current)) return fail(c, LinesResultCode.isMainLineNow, 'tip_setmainline_is_main_line_now');
    book.setMainLine(customer.user.userId, line);
    customer.user.preferredAccNbr = `${line.prefix ?? ''}${line.accNbr}`;
    customer.user.preferredSubsId = line.subsId;
    return ok(c, null);
  }));

  /** {acctResCode, accNbr, subsId} → data.boosterOfferList of that item ([] when it has no booster). */
  app.post('/ecare/booster/offer/list', withCustomerBody(store, (c, { customer, body }) => {
    const acctResCode = stringField(body, 'acctResCode');
    if (!acctResCode) return badRequest(c);
    const line = lineOf(store, customer.user, body);
    if (!line) return fail(c, LinesResultCode.notFound, 'gaia_lines_search_not_found');
    return ok(c, { boosterOfferList: book.boosterOffers(line.subsId, acctResCode) });
  }));

  /**
   * Order set VAS (booster purchase): {prefix, accNbr, subsId, custNbr, custId, vasList [{offerCode,
   * offerNbr, offerType 2, actType A}], paymentInfoList [{paymentMethodType B}]} → the order; the
   * balance pays (refused, with the reason, when it cannot).
   */
  app.post('/ecare/order/custOrder/setVas', withCustomerBody(store, (c, { customer, body }) => {
    const vas = Array.isArray(body.vasList) && body.vasList.length === 1 ? (body.vasList[0] as Record<string, unknown>) : undefined;
    const payment = Array.isArray(body.paymentInfoList) ? (body.paymentInfoList[0] as Record<string, unknown> | undefined) : undefined;
    if (!vas || typeof vas !== 'object' || typeof vas.offerCode !== 'string' || typeof vas.offerNbr !== 'string') return badRequest(c);
    if (Number(vas.offerType) !== 2 || vas.actType !== 'A' || payment?.paymentMethodType !== 'B') return badRequest(c);
    const line = lineOf(store, customer.user, body);
    if (!line) return fail(c, LinesResultCode.notFound, 'gaia_lines_search_not_found');
    const purchase = book.buyBooster(line, vas.offerCode, vas.offerNbr, store.now());
    return purchase.ok ? ok(c, purchase.order) : fail(c, LinesResultCode.boosterRefused, BOOSTER_REFUSAL_KEYS[purchase.reason]);
  }));

  return app;
}
