import {
  PaymentCheckResult,
  TransactionState,
  type PayRequest,
  type PaymentTransaction,
  type TransactionFailReason,
} from '@gaia/domain';
import { BoundedMap } from './bounded';

/** What the simulated provider does with the next card or wallet entry (/__sandbox/payments/settings). */
export type ProviderOutcome = 'approve' | 'decline' | 'pending' | 'timeout';

/** The provider switches: its answer, and whether its callback to the backend gets lost. */
export interface PaymentSwitches {
  outcome: ProviderOutcome;
  /** The provider's notification never arrives: only the status check can settle the payment. */
  callbackLost: boolean;
}

const DEFAULT_SWITCHES: PaymentSwitches = { outcome: 'approve', callbackLost: false };

/** Where the payment stands at the provider (its own record, apart from the backend's transaction). */
export type ProviderState = 'awaitingEntry' | 'awaitingApproval' | 'paid' | 'declined' | 'timeout' | 'cancelled';

/** A transaction with what only the sandbox keeps: its owner, attempt, provider state and return. */
export interface SandboxTransaction extends PaymentTransaction {
  userId: string;
  idempotencyKey: string;
  /** What the attempt was for: a key reused for another payment is refused. */
  fingerprint: string;
  /** The provider page's secret address part. */
  providerToken: string;
  providerState: ProviderState;
  /** Where the provider sends the payer back (the transaction number filled in). */
  returnUrl: string;
  walletPhone?: string;
  /** Whether the paid effects (balance, bill, order) were applied; they are applied once. */
  effectsApplied: boolean;
}

/** What starting a payment gave. */
export type PaymentStart =
  | { status: 'created' | 'found'; transaction: SandboxTransaction }
  | { status: 'keyReused' }
  | { status: 'alreadyPaid' };

/** The payment check's answer for an order or a transaction (spec 03 §4 codes; paid is separate). */
export type CheckAnswer = { status: 'paid'; transaction: SandboxTransaction } | { status: 'result'; result: number; transaction?: SandboxTransaction } | { status: 'notFound' };

/** Something to do once a payment is paid (credit a balance, clear a bill, mark an order paid). */
export type PaidEffect = (transaction: Readonly<SandboxTransaction>) => void;

const FAIL_REASONS: Partial<Record<ProviderState, TransactionFailReason>> = { declined: 'declined', timeout: 'timeout', cancelled: 'cancelled' };
const ATTEMPT_LIMIT = 10_000;

/** A date the way the operator writes them ("2026-01-15 09:00:00"), in UTC. */
function wireDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}

function randomToken(): string {
  return [...globalThis.crypto.getRandomValues(new Uint32Array(4))].map((n) => n.toString(36)).join('');
}

/**
 * Payments, their attempts (idempotency keys) and transactions (spec 03 §3, F3.8), and the simulated
 * provider's record of each. Never twice: one transaction per idempotency key, whatever how often the
 * same attempt is sent; an order already paid is refused. Card numbers are never kept: the provider
 * keeps the brand and last four digits only.
 */
export class PaymentBook {
  private transactions = new BoundedMap<string, SandboxTransaction>(ATTEMPT_LIMIT);
  private byKey = new BoundedMap<string, string>(ATTEMPT_LIMIT);
  private byToken = new BoundedMap<string, string>(ATTEMPT_LIMIT);
  private readonly effects: PaidEffect[] = [];
  private serial = 0;
  /** The provider switches; /__sandbox/payments/settings changes them. */
  switches: PaymentSwitches = { ...DEFAULT_SWITCHES };

  /** Registers what a paid payment does (the areas owning balances, bills and orders register theirs). */
  onPaid(effect: PaidEffect): void {
    if (!this.effects.includes(effect)) this.effects.push(effect);
  }

  /** Whether the user has begun a payment with this idempotency key already (a retry of it). */
  hasAttempt(userId: string, idempotencyKey: string): boolean {
    return this.byKey.get(`${userId}:${idempotencyKey}`) !== undefined;
  }

  /**
   * Starts the payment of an attempt, or finds it again: the same key for the same payment answers
   * the same transaction (a double click, a reload, a retried request); for another payment it is
   * refused; an order with a paid transaction is refused.
   */
  start(userId: string, request: Omit<PayRequest, 'returnUrl'> & { returnUrl: string; paymentMethodName: string; paymentMethodType: string }, now: number): PaymentStart {
    const fingerprint = JSON.stringify([userId, request.payEvent, request.paymentMethodCode, request.amount, request.accNbr, request.acctNbr, request.custOrderId]);
    const known = this.byKey.get(`${userId}:${request.idempotencyKey}`);
    const existing = known ? this.transactions.get(known) : undefined;
    if (existing) return existing.fingerprint === fingerprint ? { status: 'found', transaction: existing } : { status: 'keyReused' };
    if (request.custOrderId && this.paidOrder(userId, request.custOrderId)) return { status: 'alreadyPaid' };
    this.serial += 1;
    const transactionSn = `TX${new Date(now).toISOString().slice(0, 10).replace(/-/g, '')}${String(this.serial).padStart(6, '0')}`;
    const { returnUrl, idempotencyKey, paymentMethodName, paymentMethodType, ...payment } = request;
    const transaction: SandboxTransaction = {
      ...structuredClone(payment),
      transactionSn,
      state: TransactionState.processing,
      paymentMethodName,
      paymentMethodType,
      createdDate: wireDate(now),
      userId,
      idempotencyKey,
      fingerprint,
      providerToken: randomToken(),
      providerState: 'awaitingEntry',
      returnUrl: returnUrl.replace('{transactionSn}', encodeURIComponent(transactionSn)),
      effectsApplied: false,
    };
    this.transactions.set(transactionSn, transaction);
    this.byKey.set(`${userId}:${idempotencyKey}`, transactionSn);
    this.byToken.set(transaction.providerToken, transactionSn);
    return { status: 'created', transaction };
  }

  private paidOrder(userId: string, custOrderId: string): SandboxTransaction | undefined {
    return [...this.transactions.values()].find((each) => each.userId === userId && each.custOrderId === custOrderId && each.state === TransactionState.success);
  }

  /** A transaction of a user (another user's is not found). */
  find(userId: string, transactionSn: string): SandboxTransaction | undefined {
    const transaction = this.transactions.get(transactionSn);
    return transaction?.userId === userId ? transaction : undefined;
  }

  /** The transaction behind a provider page address. */
  byProviderToken(token: string): SandboxTransaction | undefined {
    const sn = this.byToken.get(token);
    return sn ? this.transactions.get(sn) : undefined;
  }

  /** The provider took a valid card: it answers as the switches say; only brand and last four are kept. */
  payByCard(transaction: SandboxTransaction, card: { brand: string; last4: string }): void {
    if (transaction.providerState !== 'awaitingEntry') return;
    transaction.cardBrand = card.brand;
    transaction.cardLast4 = card.last4;
    transaction.providerState = this.nextProviderState('paid');
  }

  /** The provider sent an approval request to the wallet's phone (a decline or timeout answers at once). */
  payByWallet(transaction: SandboxTransaction, phone: string): void {
    if (transaction.providerState !== 'awaitingEntry') return;
    transaction.walletPhone = phone;
    transaction.providerState = this.nextProviderState('awaitingApproval');
  }

  private nextProviderState(approved: ProviderState): ProviderState {
    switch (this.switches.outcome) {
      case 'decline':
        return 'declined';
      case 'timeout':
        return 'timeout';
      case 'pending':
        return 'awaitingApproval';
      default:
        return approved;
    }
  }

  /**
   * The payer finished the provider page with the sandbox's test card or wallet (for tools and
   * stories that cannot open the page); the switches decide the answer as for a real entry.
   */
  enterTestDetails(transaction: SandboxTransaction): void {
    if (transaction.paymentMethodType === 'MOBILE_MONEY') this.payByWallet(transaction, '771234567');
    else this.payByCard(transaction, { brand: 'Visa', last4: '4242' });
  }

  /** The payer left the provider page without paying. */
  cancel(transaction: SandboxTransaction): void {
    if (transaction.providerState === 'awaitingEntry') transaction.providerState = 'cancelled';
  }

  /** The payer's answer on the phone (the sandbox's approvals page). */
  answerApproval(transactionSn: string, approve: boolean): SandboxTransaction | undefined {
    const transaction = this.transactions.get(transactionSn);
    if (transaction?.providerState !== 'awaitingApproval') return undefined;
    transaction.providerState = approve ? 'paid' : 'declined';
    return transaction;
  }

  /** Payments waiting for a payer's approval, oldest first. */
  awaitingApproval(): SandboxTransaction[] {
    return [...this.transactions.values()].filter((each) => each.providerState === 'awaitingApproval');
  }

  /** The provider's notification (the callback): lost when the switch says so, else it settles. */
  notify(transaction: SandboxTransaction, now: number): SandboxTransaction {
    return this.switches.callbackLost ? transaction : this.settle(transaction, now);
  }

  /**
   * Brings the backend's transaction in line with the provider's record (the callback, or the status
   * check asking the provider); a payment becoming paid applies its effects once.
   */
  settle(transaction: SandboxTransaction, now: number): SandboxTransaction {
    if (transaction.state === TransactionState.success || transaction.state === TransactionState.failed) return transaction;
    const state = transaction.providerState;
    if (state === 'paid') {
      transaction.state = TransactionState.success;
      transaction.finishedDate = wireDate(now);
      if (!transaction.effectsApplied) {
        transaction.effectsApplied = true;
        for (const effect of this.effects) effect(transaction);
      }
    } else if (FAIL_REASONS[state]) {
      transaction.state = TransactionState.failed;
      transaction.failReason = FAIL_REASONS[state];
      transaction.finishedDate = wireDate(now);
    } else {
      transaction.state = state === 'awaitingApproval' ? TransactionState.pending : TransactionState.processing;
    }
    return transaction;
  }

  /**
   * The payment check (spec 03 §4) of a transaction or of an order's latest transaction, after asking
   * the provider (so a lost callback is resolved here): paid; 2 not received yet; 3 awaiting the
   * payer's approval; 4 failed; 1 an order with nothing paid or in progress.
   */
  check(userId: string, target: { transactionSn?: string; custOrderId?: string }, now: number): CheckAnswer {
    const transaction = target.transactionSn
      ? this.find(userId, target.transactionSn)
      : [...this.transactions.values()].filter((each) => each.userId === userId && each.custOrderId === target.custOrderId).pop();
    if (!transaction) return target.transactionSn ? { status: 'notFound' } : { status: 'result', result: PaymentCheckResult.payable };
    this.settle(transaction, now);
    switch (transaction.state) {
      case TransactionState.success:
        return { status: 'paid', transaction };
      case TransactionState.pending:
        return { status: 'result', result: PaymentCheckResult.awaitingApproval, transaction };
      case TransactionState.failed:
        return { status: 'result', result: PaymentCheckResult.failed, transaction };
      default:
        return { status: 'result', result: PaymentCheckResult.notReceived, transaction };
    }
  }

  /** Every transaction, newest last (the sandbox's JSON view). */
  all(): SandboxTransaction[] {
    return [...this.transactions.values()];
  }

  /** Back to the seeded state (registered effects stay: they belong to the app, not the data). */
  reset(): void {
    this.transactions.clear();
    this.byKey.clear();
    this.byToken.clear();
    this.serial = 0;
    this.switches = { ...DEFAULT_SWITCHES };
  }
}
