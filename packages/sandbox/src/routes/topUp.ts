import { Hono, type Context } from 'hono';
import { formatAmountCompact, formatMoney, toFixedAmount } from '@gaia/domain';
import type { SandboxStore } from '../store/SandboxStore';
import { badRequest, fail, ok, readJsonObject, stringField } from '../envelope';
import { BILL_LIMIT, TOP_UP_CURRENCIES, lineOfNumber, owedOn, ownLineOfAccount, topUpCurrency } from './topUpBook';
import { withCustomerBody, withCustomer } from './guards';
import { PLAIN_AMOUNT } from './plainAmount';

/** Business codes of the top-up and bill refusals (ours; the documents give none). */
export const TopUpResultCode = {
  unknownNumber: '40404401',
  unknownAccount: '40404402',
  inactiveLine: '40904401',
  unknownCurrency: '40904402',
  amountOutOfRange: '40904403',
} as const;

/** A number as people write it: digits, spaces, dashes, a leading + (bounded before any reading). */
const NUMBER = /^\+?[\d\s-]{1,20}$/;
/** An account number of the seed (AC + 9 digits), bounded. */
const ACCOUNT = /^[A-Za-z0-9-]{1,30}$/;

/**
 * Reads and checks a recharge body {accNbr, amount, currencyCode}: a malformed one is a bad
 * request; an unknown currency, an amount outside the currency's limits (tip_amount_request), a
 * number of no line, or a line not active are business refusals.
 */
async function checkedRecharge(c: Context, store: SandboxStore) {
  const body = await readJsonObject(c);
  if (!body) return badRequest(c);
  const accNbr = stringField(body, 'accNbr');
  const amount = stringField(body, 'amount');
  const currencyCode = stringField(body, 'currencyCode');
  if (!accNbr || !NUMBER.test(accNbr) || !amount || !PLAIN_AMOUNT.test(amount) || !currencyCode || currencyCode.length > 10) return badRequest(c);
  const currency = topUpCurrency(currencyCode);
  if (!currency) return fail(c, TopUpResultCode.unknownCurrency, 'gaia_topup_err_currency');
  const value = Number(amount);
  const whole = currency.integerFlag !== 'Y' || Number.isInteger(value);
  if (!whole || !(value > 0) || value < currency.minAmount || value > currency.maxAmount) {
    return fail(c, TopUpResultCode.amountOutOfRange, 'tip_amount_request', 200, {
      min: formatAmountCompact(currency.minAmount),
      max: formatAmountCompact(currency.maxAmount),
    });
  }
  const line = lineOfNumber(store, accNbr);
  if (!line) return fail(c, TopUpResultCode.unknownNumber, 'gaia_topup_err_unknown_number');
  if (line.state !== 'C') return fail(c, TopUpResultCode.inactiveLine, 'gaia_topup_err_inactive');
  return { line, currency, amount: toFixedAmount(value, 2) };
}

/**
 * Top-up and the amount owed (spec 03 §7; F3.6, F3.7):
 * - GET /ecare/gaia/recharge/ext-currency-codes → data.currencyList [{currencyCode, currencySymbol}];
 * - GET /ecare/recharge/amount/config?currencyCode → {currencyCode, currencySymbol, amountList,
 *   minAmount, maxAmount, integerFlag} (USD when no code is given);
 * - POST /ecare/recharge/preCheck {accNbr, amount, currencyCode} → {accNbr, prefix};
 * - POST /ecare/recharge/prePay {accNbr, amount, currencyCode} → {accNbr, acctNbr, amount,
 *   amountDisplay, currencySymbol}, what the payment-method page is opened with;
 * - POST /ecare/bill/acctOweInfo {acctNbr} → {acctNbr, oweAmount, amountDisplay, currencySymbol,
 *   minAmount, maxAmount} for an account of the signed-in customer.
 * Every call needs a session; malformed bodies answer 400 with the envelope.
 */
export function topUpRoutes(store: SandboxStore) {
  const app = new Hono();

  app.get('/ecare/gaia/recharge/ext-currency-codes', withCustomer(store, (c) => {
    return ok(c, { currencyList: TOP_UP_CURRENCIES.map(({ currencyCode, currencySymbol }) => ({ currencyCode, currencySymbol })) });
  }));

  app.get('/ecare/recharge/amount/config', withCustomer(store, (c) => {
    const code = c.req.query('currencyCode') || 'USD';
    const currency = topUpCurrency(code);
    if (!currency) return fail(c, TopUpResultCode.unknownCurrency, 'gaia_topup_err_currency');
    return ok(c, structuredClone(currency));
  }));

  app.post('/ecare/recharge/preCheck', withCustomer(store, async (c) => {
    const checked = await checkedRecharge(c, store);
    if (checked instanceof Response) return checked;
    return ok(c, { accNbr: checked.line.accNbr, prefix: checked.line.prefix });
  }));

  app.post('/ecare/recharge/prePay', withCustomer(store, async (c) => {
    const checked = await checkedRecharge(c, store);
    if (checked instanceof Response) return checked;
    const { line, currency, amount } = checked;
    return ok(c, {
      accNbr: line.accNbr,
      acctNbr: line.defaultAcctNbr,
      amount,
      amountDisplay: formatMoney(amount, { symbol: currency.currencySymbol }),
      currencySymbol: currency.currencySymbol,
    });
  }));

  app.post('/ecare/bill/acctOweInfo', withCustomerBody(store, (c, { customer, body }) => {
    const acctNbr = stringField(body, 'acctNbr');
    if (!acctNbr || !ACCOUNT.test(acctNbr)) return badRequest(c);
    const line = ownLineOfAccount(store, customer.user.userId, acctNbr);
    if (!line) return fail(c, TopUpResultCode.unknownAccount, 'gaia_bill_err_unknown_account');
    const owed = owedOn(store, line);
    return ok(c, {
      acctNbr,
      oweAmount: owed,
      amountDisplay: formatMoney(owed, { symbol: '$' }),
      currencySymbol: '$',
      ...BILL_LIMIT,
    });
  }));

  return app;
}
