import type { PayEventCode } from './payEventCodes';
import type { PaymentMethodQuery } from './paymentMethodQuery';

/** Payment method kinds the portal knows how to present (the provider hosts each one's entry). */
export const PaymentMethodKind = {
  /** A bank card: number, expiry and CVV, entered on the provider's page only. */
  card: 'CARD',
  /** A mobile-money wallet: the payer approves on their phone. */
  mobileMoney: 'MOBILE_MONEY',
} as const;
export type PaymentMethodKindCode = (typeof PaymentMethodKind)[keyof typeof PaymentMethodKind];

/** One method of /ecare/payment/method/list (data.paymentMethodList). */
export interface PaymentMethod {
  paymentMethodCode: string;
  paymentMethodName: string;
  paymentMethodType: PaymentMethodKindCode | (string & {});
  /** A short explanation shown under the name (server text). */
  description?: string;
}

/** The body of /ecare/payment/method/list. */
export interface PaymentMethodListRequest {
  payEvent: PayEventCode;
  amount?: string;
  eventType?: string;
}

/**
 * What a payment is for and how it is paid: what the payment-method page was opened with (the
 * event, the amount and the line, account or order paid) and the chosen method. A pay request
 * carries it and the transaction it starts repeats it.
 */
export interface PaymentSubject extends PaymentMethodQuery {
  paymentMethodCode: string;
}

/**
 * The body of /ecare/payment/pay: what is paid for, the chosen method, where the provider sends the
 * payer back ({transactionSn} is replaced) and the attempt's idempotency key. Never card data.
 */
export interface PayRequest extends PaymentSubject {
  returnUrl: string;
  idempotencyKey: string;
  /** A passed step-up authentication, when payments need one (feature PAYMENT_STEP_UP, F3.10). */
  stepUpReferenceId?: string;
}

/** What /ecare/payment/pay answers: the transaction and the provider's hosted page to hand off to. */
export interface PayResult {
  transactionSn: string;
  payUrl: string;
  state: TransactionStateCode;
}

/** Transaction states (GET /ecare/transaction/{transactionSn}). */
export const TransactionState = {
  /** Handed off; the provider has not answered yet (also: its callback was lost). */
  processing: 'PROCESSING',
  /** Waiting for the payer's approval on the phone (mobile money). */
  pending: 'PENDING',
  success: 'SUCCESS',
  failed: 'FAILED',
} as const;
export type TransactionStateCode = (typeof TransactionState)[keyof typeof TransactionState];

/** Why a payment failed, as the provider said. */
export type TransactionFailReason = 'declined' | 'timeout' | 'cancelled';

/** A payment transaction as GET /ecare/transaction/{transactionSn} answers it. */
export interface PaymentTransaction extends PaymentSubject {
  transactionSn: string;
  state: TransactionStateCode;
  paymentMethodName?: string;
  paymentMethodType?: string;
  /** Brand of the card paid with (never its number). */
  cardBrand?: string;
  /** The card's last four digits, as receipts show them. */
  cardLast4?: string;
  failReason?: TransactionFailReason;
  createdDate: string;
  finishedDate?: string;
}

/** Whether a transaction has its final answer (success or failure). */
export function isFinalTransaction(state: TransactionStateCode | undefined): boolean {
  return state === TransactionState.success || state === TransactionState.failed;
}

/** The body of /ecare/payment/check: an order (custOrderId) or a transaction. */
export type PaymentCheckRequest = { custOrderId: string } | { transactionSn: string };

/** data of /ecare/payment/check: the result code (1 to 4, spec 03 §4) and the transaction's state. */
export interface PaymentCheckData {
  result: number | string;
  transactionSn?: string;
  state?: TransactionStateCode;
}

/** Results of the payment check the sandbox answers (spec 03 §4 names the reactions, not the meanings). */
export const PaymentCheckResult = {
  /** Nothing paid or in progress: choose a method. */
  payable: 1,
  /** Started but not received from the provider yet. */
  notReceived: 2,
  /** A mobile-money payment is waiting for the payer's approval. */
  awaitingApproval: 3,
  /** The last attempt failed. */
  failed: 4,
} as const;

/** The payment dialog width (spec 03 §9). */
export const PAYMENT_DIALOG_WIDTH = 424;

/** The header carrying an attempt's idempotency key. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** The placeholder of the return URL the sandbox replaces with the transaction number. */
export const TRANSACTION_SN_PLACEHOLDER = '{transactionSn}';
