import { isApiError } from '../../kernel/http/ApiError';
import { formFailure, type FormFailure } from '../../kernel/forms/formFailure';
import { isYesFlag as isYes } from '../../kernel/config/yesFlag';
import { notProviderNumberKey, StepOneMessageKey } from './messageKeys';
import type { ExistingUser, IdEligibility } from './model';
import { StepOneResultCode } from './resultCodes';

/**
 * The mobile's checks on blur (spec 02 §4): a provider subscriber (tips_not_{product}_number) and
 * not already registered. Undefined means both passed.
 */
export function mobileCheckMessage(subscriber: { isExist?: string } | undefined, registered: boolean | undefined, product?: string): string | undefined {
  if (!isYes(subscriber?.isExist)) return notProviderNumberKey(product);
  if (registered) return StepOneMessageKey.mobileRegistered;
  return undefined;
}

/**
 * Who holds an ID, from the eligibility check and the existing-user lookup (spec 02 §4):
 * - new: nobody — a new registration;
 * - upgrade: a user with neither e-mail nor mobile — the existing profile becomes the account;
 * - accountExists: a user who has an account — the account-exists dialog, then /signIn.
 */
export type IdHolder =
  | { kind: 'new'; referenceId?: string }
  | { kind: 'upgrade'; referenceId?: string; userId: string; userCode?: string }
  | { kind: 'accountExists'; userCode?: string; userId?: string; mobile?: string; email?: string };

/** Whether the lookup says the user has an e-mail or a mobile (an account to sign in with). */
function hasContact(user: ExistingUser): boolean {
  return Boolean(user.email?.trim() || user.mobile?.trim());
}

export function idHolder(eligibility: IdEligibility, user: ExistingUser | undefined): IdHolder {
  const referenceId = eligibility.referenceId;
  if (!isYes(eligibility.existsUser) || !user || !isYes(user.existsUser))
    return referenceId ? { kind: 'new', referenceId } : { kind: 'new' };
  if (hasContact(user)) {
    return {
      kind: 'accountExists',
      ...(user.userCode ? { userCode: user.userCode } : {}),
      ...(user.userId ? { userId: user.userId } : {}),
      ...(user.mobile ? { mobile: user.mobile } : {}),
      ...(user.email ? { email: user.email } : {}),
    };
  }
  return {
    kind: 'upgrade',
    userId: user.userId ?? '',
    ...(user.userCode ? { userCode: user.userCode } : {}),
    ...(referenceId ? { referenceId } : {}),
  };
}

/**
 * The status line under the mobile (announced politely): the check under way, then a passed check;
 * nothing before a check or after a refusal, which the field itself shows.
 */
export function mobileCheckStatus(checking: boolean, passed: boolean): string | undefined {
  if (checking) return StepOneMessageKey.mobileChecking;
  return passed ? StepOneMessageKey.mobileChecked : undefined;
}

/**
 * The status line under the ID: the check under way, then what it found — an existing profile that
 * the registration upgrades, or a new holder. The account-exists case has its own dialog.
 */
export function idCheckStatus(checking: boolean, holder: IdHolder | undefined): string | undefined {
  if (checking) return StepOneMessageKey.idChecking;
  if (holder?.kind === 'upgrade') return StepOneMessageKey.idUpgrade;
  return holder?.kind === 'new' ? StepOneMessageKey.idChecked : undefined;
}

/**
 * A refused ID check (idValidity or idEligibility) as the ID field shows it: the mismatch of the
 * ID and the phone and an invalid number on the field; other failures as any form's failure.
 */
export function idCheckFailure(error: unknown): { messageKey: string } | { failure: FormFailure } {
  if (isApiError(error) && error.kind === 'business') {
    const code = error.envelope?.resultCode ?? error.envelope?.code;
    if (code === StepOneResultCode.idPhoneMismatch) return { messageKey: StepOneMessageKey.idPhoneMismatch };
    if (code === StepOneResultCode.idInvalid) return { messageKey: StepOneMessageKey.idInvalid };
  }
  return { failure: formFailure(error) };
}
