import { PayEvent, roundAmount } from '@gaia/domain';
import type { SandboxStore } from '../store/SandboxStore';
import type { SandboxTransaction } from '../store/payments';
import type { SeedBalance } from '../store/subscriptionSeed/balances';

/** The credit a subscription book may offer; used when it does. */
interface CreditingBook {
  creditBalance?: (subsId: string, amount: number) => boolean;
}

/**
 * A paid top-up adds its amount to the line's account balance, so the home shows the new balance.
 * The line may be any customer's (top-up of another number). The subscription book has no credit
 * call yet: until it has `creditBalance(subsId, amount)`, its balance record is changed the way its
 * own booster purchase does (amount rounded, the server's formatted text dropped).
 */
export function creditTopUp(store: SandboxStore, transaction: Readonly<SandboxTransaction>): void {
  if (transaction.payEvent !== PayEvent.recharge || !transaction.accNbr) return;
  const amount = Number(transaction.amount);
  if (!(amount > 0)) return;
  const owner = [transaction.userId, ...store.customers.map((customer) => customer.user.userId)];
  const line = owner.map((userId) => store.subscriptions.findLine(userId, { accNbr: transaction.accNbr })).find(Boolean);
  if (!line) return;
  const book = store.subscriptions as unknown as CreditingBook & { balances?: Map<string, SeedBalance> };
  if (typeof book.creditBalance === 'function') {
    book.creditBalance(line.subsId, amount);
    return;
  }
  const balance = book.balances?.get(line.subsId);
  if (!balance) return;
  const account = balance.acctBalance ?? { amount: 0 };
  account.amount = roundAmount(Number(account.amount ?? 0) + amount);
  delete account.formatBalance;
  balance.acctBalance = account;
}

/** A paid order (fromOrder=Y) is marked paid in the order book: it leaves state B. */
export function markOrderPaid(store: SandboxStore, transaction: Readonly<SandboxTransaction>): void {
  if (transaction.fromOrder !== 'Y' || !transaction.custOrderId) return;
  store.orders.markPaid(transaction.custOrderId);
}
