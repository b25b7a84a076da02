import type { OtpBusinessTypeValue } from '@gaia/domain';
import { BoundedMap } from './bounded';
import type { Clock } from './clock';

export type Channel = 'SMS' | 'EMAIL';

/** A code "sent" by the sandbox, as the inbox lists it (B4). */
export interface InboxMessage {
  id: string;
  /** ISO time of sending. */
  at: string;
  sentAt: number;
  channel: Channel;
  recipient: string;
  code: string;
  businessType: OtpBusinessTypeValue;
  /** The account the code was asked for (may differ from the recipient: a company account). */
  account: string;
  /** The message text, in the language of the request. */
  text: string;
}

interface IssuedCode {
  code: string;
  businessType: OtpBusinessTypeValue;
  sentAt: number;
  expiresAt: number;
  used: boolean;
  /** Wrong tries against this code; at OTP_MAX_WRONG_TRIES it stops working. */
  wrongTries: number;
}

/** Wrong tries after which a code is invalidated (docs/adr/0008-sandbox-abuse-limits.md). */
export const OTP_MAX_WRONG_TRIES = 5;

export type IssueResult =
  | { status: 'sent'; code: string; waitSeconds: number }
  | { status: 'alreadySent'; waitSeconds: number };

export type VerifyResult = 'ok' | 'wrong' | 'expired' | 'attemptsExceeded';

/** Account keys: trimmed and lower-cased, so e-mail case and company-account case do not matter. */
export function accountKey(account: string): string {
  return account.trim().toLowerCase();
}

/**
 * One-time codes per account: a gap between sends (60 s), an expiry (5 min), single use.
 * Codes are random unless a generator is injected.
 */
export class OtpBook {
  private readonly codes: BoundedMap<string, IssuedCode>;
  readonly inbox: InboxMessage[] = [];
  private counter = 0;

  constructor(
    private readonly clock: Clock,
    private readonly options: {
      gapMs: number;
      ttlMs: number;
      generate: () => string;
      /** Messages kept in the inbox (oldest dropped). @default 200 */
      inboxLimit?: number;
      /** Accounts with a code kept (oldest dropped). @default 10000 */
      codeLimit?: number;
    },
  ) {
    this.codes = new BoundedMap(options.codeLimit ?? 10_000);
  }

  /** Issues a code unless one was sent to this account less than the gap ago. */
  issue(input: {
    account: string;
    businessType: OtpBusinessTypeValue;
    channel: Channel;
    recipient: string;
    text: (code: string, minutes: number) => string;
  }): IssueResult {
    const now = this.clock.now();
    const key = accountKey(input.account);
    const previous = this.codes.get(key);
    if (previous && now - previous.sentAt < this.options.gapMs) {
      return {
        status: 'alreadySent',
        waitSeconds: Math.ceil((previous.sentAt + this.options.gapMs - now) / 1000),
      };
    }
    const code = this.options.generate();
    this.codes.set(key, {
      code,
      businessType: input.businessType,
      sentAt: now,
      expiresAt: now + this.options.ttlMs,
      used: false,
      wrongTries: 0,
    });
    this.counter += 1;
    this.inbox.push({
      id: `MSG-${this.counter}`,
      at: new Date(now).toISOString(),
      sentAt: now,
      channel: input.channel,
      recipient: input.recipient,
      code,
      businessType: input.businessType,
      account: input.account.trim(),
      text: input.text(code, Math.round(this.options.ttlMs / 60_000)),
    });
    const inboxLimit = this.options.inboxLimit ?? 200;
    if (this.inbox.length > inboxLimit) this.inbox.splice(0, this.inbox.length - inboxLimit);
    return { status: 'sent', code, waitSeconds: Math.ceil(this.options.gapMs / 1000) };
  }

  /**
   * Checks a code: wrong (none, another, used, another business type) or expired; ok uses it up.
   * The 5th wrong try against a live code invalidates it: that try and every later one (the right
   * code included) answer attemptsExceeded until a new code is sent.
   */
  verify(account: string, businessType: OtpBusinessTypeValue, otp: string): VerifyResult {
    const issued = this.codes.get(accountKey(account));
    if (!issued || issued.used) return 'wrong';
    if (issued.wrongTries >= OTP_MAX_WRONG_TRIES) return 'attemptsExceeded';
    if (issued.businessType !== businessType || issued.code !== otp) {
      issued.wrongTries += 1;
      return issued.wrongTries >= OTP_MAX_WRONG_TRIES ? 'attemptsExceeded' : 'wrong';
    }
    if (this.clock.now() >= issued.expiresAt) return 'expired';
    issued.used = true;
    return 'ok';
  }

  /** The inbox, newest first. */
  messages(): InboxMessage[] {
    return [...this.inbox].sort(
      (a, b) => b.sentAt - a.sentAt || Number(b.id.slice(4)) - Number(a.id.slice(4)),
    );
  }

  clear(): void {
    this.codes.clear();
    this.inbox.length = 0;
  }
}

/** A random 6-digit code from the Web Crypto generator. */
export function randomCode(): string {
  const value = globalThis.crypto.getRandomValues(new Uint32Array(1))[0] ?? 0;
  return String(value % 1_000_000).padStart(6, '0');
}
