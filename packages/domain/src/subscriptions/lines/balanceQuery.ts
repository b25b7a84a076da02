import type { Subscription } from '../subscription';
import type { BalanceQuery } from './model';

/**
 * F3.4, spec 03 §7 "/balance (accNbr, acctId, acctNbr)": the payload of a line's balance (and point)
 * query — its number and its default account's id and number, each account field only when the line
 * has one (an absent field is left out, never sent empty).
 */
export function balanceQueryOf(line: Pick<Subscription, 'accNbr' | 'defaultAcctId' | 'defaultAcctNbr'>): BalanceQuery {
  return {
    accNbr: line.accNbr,
    ...(line.defaultAcctId ? { acctId: line.defaultAcctId } : {}),
    ...(line.defaultAcctNbr ? { acctNbr: line.defaultAcctNbr } : {}),
  };
}
