import { PayEvent } from '@gaia/domain';
import type { SandboxStore } from '../store/SandboxStore';
import type { SandboxTransaction } from '../store/payments';
import { TOP_UP_CURRENCIES } from './topUpBook';

/**
 * The code of the currency a top-up was paid in: the transaction keeps the symbol the top-up page
 * showed ($, ZiG), which the top-up currencies map back to their code; USD when none is given,
 * undefined for a currency the sandbox does not top up in (nothing is credited then).
 */
export function topUpCurrencyCode(currencySymbol: string | undefined): string | undefined {
  if (!currencySymbol) return 'USD';
  return TOP_UP_CURRENCIES.find((each) => each.currencySymbol === currencySymbol || each.currencyCode === currencySymbol)?.currencyCode;
}

/**
 * A paid top-up adds its amount to the line's balance in the currency paid (a ZiG top-up to the ZiG
 * balance, a dollar one to the account balance), so the home shows the new balance. The line may be
 * any customer's (top-up of another number).
 */
export function creditTopUp(store: SandboxStore, transaction: Readonly<SandboxTransaction>): void {
  if (transaction.payEvent !== PayEvent.recharge || !transaction.accNbr) return;
  const amount = Number(transaction.amount);
  if (!(amount > 0)) return;
  const owner = [transaction.userId, ...store.customers.map((customer) => customer.user.userId)];
  const line = owner.map((userId) => store.subscriptions.findLine(userId, { accNbr: transaction.accNbr })).find(Boolean);
  const currencyCode = topUpCurrencyCode(transaction.currencySymbol);
  if (!line || !currencyCode) return;
  store.subscriptions.creditBalance(line.subsId, amount, currencyCode);
}

/** A paid order (fromOrder=Y) is marked paid in the order book: it leaves state B. */
export function markOrderPaid(store: SandboxStore, transaction: Readonly<SandboxTransaction>): void {
  if (transaction.fromOrder !== 'Y' || !transaction.custOrderId) return;
  store.orders.markPaid(transaction.custOrderId);
}
