import type { PortalConfig } from '../kernel/config/portalConfig';
import type { LoginAcctType } from './model';
import {
  classifyAccount,
  isSubmittable,
  validateCorporateIdentity,
  type CorporateIdentityInput,
} from './rules';

/** Message keys of the registered check (spec 01 §4: e-mail or mobile variant on the account field). */
export const NotRegisteredKey = {
  MOBILE: 'gaia_tip_mobile_not_registered',
  EMAIL: 'gaia_tip_email_not_registered',
} as const satisfies Record<LoginAcctType, string>;

type Patterns = Pick<PortalConfig, 'mobilePattern' | 'emailPattern'>;

/**
 * F1.6: the send button is active only when the account looks valid (a mobile number or e-mail) and
 * no countdown runs (flows/countdown gives the send / countdown / resend state).
 */
export function canSendCode(account: string, config: Patterns): boolean {
  return classifyAccount(account, config) !== undefined;
}

/** F1.4: the corporate send button needs the company account and the representative ID. */
export function canSendCorporateCode(input: CorporateIdentityInput): boolean {
  return isSubmittable(validateCorporateIdentity(input));
}

/**
 * F1.6: what pressing "send" does first. A mobile number is checked with mobileRegistered, an e-mail
 * with emailRegistered; an account that is neither is rejected silently (no call, no message).
 */
export type CodeSendPlan =
  | { action: 'checkRegistered'; kind: 'MOBILE'; account: string }
  | { action: 'checkRegistered'; kind: 'EMAIL'; account: string }
  | { action: 'ignore' };

export function planCodeSend(account: string, config: Patterns): CodeSendPlan {
  const trimmed = account.trim();
  const kind = classifyAccount(trimmed, config);
  return kind ? { action: 'checkRegistered', kind, account: trimmed } : { action: 'ignore' };
}

/** F1.6: after the registered check — send the code, or show the "not registered" field error. */
export type RegisteredCheckOutcome =
  { proceed: true } | { proceed: false; field: 'account'; messageKey: string };

export function registeredCheckOutcome(
  kind: LoginAcctType,
  registered: boolean,
): RegisteredCheckOutcome {
  return registered
    ? { proceed: true }
    : { proceed: false, field: 'account', messageKey: NotRegisteredKey[kind] };
}
