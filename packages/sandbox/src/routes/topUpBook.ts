import { BILL_MAX_AMOUNT, PayEvent, TransactionState, normaliseSubscriberNumber, roundAmount } from '@gaia/domain';
import type { SandboxStore } from '../store/SandboxStore';
import type { SandboxLine } from '../store/subscriptionSeed/lines';

/**
 * What the sandbox's top-up and bill calls read (spec 03 §3, §7, §9): the amounts of each top-up
 * currency, the amount owed on each account and the bill amount limit. Nothing here is stored:
 * the amount owed is the seeded bill less the bills paid since (the payment book's successful bill
 * transactions), so a paid bill clears it and a sandbox reset brings it back.
 */

/** One top-up currency with its amounts, as /ecare/recharge/amount/config answers it. */
export interface SandboxTopUpCurrency {
  currencyCode: string;
  currencySymbol: string;
  amountList: number[];
  minAmount: number;
  maxAmount: number;
  /** 'Y': whole amounts only. */
  integerFlag: 'Y' | 'N';
}

/** USD with cents, and the local ZiG in whole amounts (the integer-only rule of spec 03 §5). */
export const TOP_UP_CURRENCIES: readonly SandboxTopUpCurrency[] = [
  { currencyCode: 'USD', currencySymbol: '$', amountList: [1, 2, 5, 10, 20, 50], minAmount: 1, maxAmount: 500, integerFlag: 'N' },
  { currencyCode: 'ZWG', currencySymbol: 'ZiG', amountList: [50, 100, 200, 500, 1000, 2000], minAmount: 20, maxAmount: 20000, integerFlag: 'Y' },
];

/** The bill amount limit (spec 03 §3), its maximum the bill maximum of §9. */
export const BILL_LIMIT = { minAmount: 1, maxAmount: BILL_MAX_AMOUNT } as const;

/** The seeded bills of the demo accounts; other postpaid accounts owe an amount made from their number. */
const SEEDED_BILLS: Readonly<Record<string, number>> = {
  AC772345678: 45.8,
  AC782345678: 128.35,
  AC786660001: 1520,
};

/** A top-up currency by its code. */
export function topUpCurrency(code: string | undefined): SandboxTopUpCurrency | undefined {
  return TOP_UP_CURRENCIES.find((each) => each.currencyCode === code);
}

/** The line of a number among every customer's lines (a top-up may be for another person's line). */
export function lineOfNumber(store: SandboxStore, accNbr: string): SandboxLine | undefined {
  const wanted = normaliseSubscriberNumber(accNbr);
  for (const customer of store.customers) {
    const line = store.subscriptions.linesOf(customer.user.userId).find((each) => each.accNbr === wanted);
    if (line) return line;
  }
  return undefined;
}

/** The signed-in customer's line whose account is acctNbr. */
export function ownLineOfAccount(store: SandboxStore, userId: string, acctNbr: string): SandboxLine | undefined {
  return store.subscriptions.linesOf(userId).find((line) => line.defaultAcctNbr === acctNbr);
}

/** The bill an account started with: postpaid accounts owe, prepaid ones do not. */
function seededBill(line: SandboxLine): number {
  if (line.paidFlag !== '1' || !line.defaultAcctNbr) return 0;
  const seeded = SEEDED_BILLS[line.defaultAcctNbr];
  if (seeded !== undefined) return seeded;
  const digits = line.accNbr.replace(/\D/g, '');
  return 20 + (Number(digits.slice(-3)) % 180) + 0.5;
}

/** What is owed on the line's account now: its bill less the bills paid since. */
export function owedOn(store: SandboxStore, line: SandboxLine): number {
  const paid = store.payments
    .all()
    .filter((each) => each.payEvent === PayEvent.bill && each.acctNbr === line.defaultAcctNbr && each.state === TransactionState.success)
    .reduce((sum, each) => sum + Number(each.amount ?? 0), 0);
  return Math.max(0, roundAmount(seededBill(line) - paid));
}
