import { isFinalTransaction, TransactionState, type PaymentTransaction } from './checkout';
import { formatMoney } from '../../kernel/format/money';
import type { PaymentMethodQuery } from './paymentMethodQuery';

/** The payment a transaction was for, as the payment-method page is opened with (to try again). */
export function transactionQuery(transaction: PaymentTransaction): PaymentMethodQuery {
  const { payEvent, acctNbr, accNbr, amount, currencySymbol, amountDisplay, fromOrder, eventType, custOrderId, custOrderNbr, orderItemList } = transaction;
  const query: PaymentMethodQuery = { payEvent };
  const fields = { acctNbr, accNbr, amount, currencySymbol, amountDisplay, eventType, custOrderId, custOrderNbr };
  for (const [name, value] of Object.entries(fields)) if (value) query[name as keyof typeof fields] = value;
  if (fromOrder === 'Y') query.fromOrder = 'Y';
  if (orderItemList?.length) query.orderItemList = orderItemList;
  return query;
}

/** What the status page says about a transaction: its title and text keys, and what it offers. */
export interface TransactionStatusView {
  tone: 'success' | 'error' | 'info';
  titleKey: string;
  textKey: string;
  /** Offer to look again (not final yet). */
  canCheckAgain: boolean;
  /** Offer to pay again with the same amount and method (failed). */
  canTryAgain: boolean;
}

/** F3.8: the status page's message for each transaction state (and failure reason). */
export function transactionStatusView(transaction: Pick<PaymentTransaction, 'state' | 'failReason'>): TransactionStatusView {
  const { state } = transaction;
  const titleKey = `gaia_checkout_status_title_${state}`;
  if (state === TransactionState.success)
    return { tone: 'success', titleKey, textKey: 'gaia_checkout_status_text_SUCCESS', canCheckAgain: false, canTryAgain: false };
  if (state === TransactionState.failed)
    return { tone: 'error', titleKey, textKey: `gaia_checkout_fail_${transaction.failReason ?? 'declined'}`, canCheckAgain: false, canTryAgain: true };
  return { tone: 'info', titleKey, textKey: `gaia_checkout_status_text_${state}`, canCheckAgain: !isFinalTransaction(state), canTryAgain: false };
}

/**
 * The amount as the customer saw it when choosing (amountDisplay), else the amount formatted as
 * money (2 decimals, grouped, the symbol in front: "$45.80"), else the placeholder.
 */
export function paymentAmountText(payment: Pick<PaymentMethodQuery, 'amountDisplay' | 'amount' | 'currencySymbol'>, empty = '--'): string {
  if (payment.amountDisplay) return payment.amountDisplay;
  return formatMoney(payment.amount, { symbol: payment.currencySymbol ?? '', placeholder: empty });
}
