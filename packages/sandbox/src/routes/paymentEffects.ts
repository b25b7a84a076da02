import { PayEvent } from '@gaia/domain';
import type { SandboxStore } from '../store/SandboxStore';
import type { SandboxTransaction } from '../store/payments';

/**
 * A paid top-up adds its amount to the line's account balance, so the home shows the new balance.
 * The line may be any customer's (top-up of another number).
 */
export function creditTopUp(store: SandboxStore, transaction: Readonly<SandboxTransaction>): void {
  if (transaction.payEvent !== PayEvent.recharge || !transaction.accNbr) return;
  const amount = Number(transaction.amount);
  if (!(amount > 0)) return;
  const owner = [transaction.userId, ...store.customers.map((customer) => customer.user.userId)];
  const line = owner.map((userId) => store.subscriptions.findLine(userId, { accNbr: transaction.accNbr })).find(Boolean);
  if (!line) return;
  store.subscriptions.creditBalance(line.subsId, amount);
}

/** A paid order (fromOrder=Y) is marked paid in the order book: it leaves state B. */
export function markOrderPaid(store: SandboxStore, transaction: Readonly<SandboxTransaction>): void {
  if (transaction.fromOrder !== 'Y' || !transaction.custOrderId) return;
  store.orders.markPaid(transaction.custOrderId);
}
