import { configuredEmailPattern, configuredMobilePattern } from '../kernel/config/accountPatterns';
import type { PortalConfig } from '../kernel/config/portalConfig';
import { exceedsLength } from '../kernel/rules/rules';
import type { LoginAcctType } from './model';

/**
 * The sign-in limits and the account's classification, apart from the field rules (rules.ts
 * re-exports them), so the areas that reuse them (the corporate sign-up's lengths, the top-up's
 * other number, sign-up's step one) do not load sign-in's message keys and rule lists with them.
 */

/** Limits of spec 01 §9. */
export const ACCOUNT_MAX_LENGTH = 60;
export const PASSWORD_MAX_LENGTH = 30;
export const OTP_LENGTH = 6;

/**
 * Which kind of account a value is by the configured patterns, if either (F1.3, F1.6). A value
 * longer than an account can be (60) is neither, and is refused before any pattern runs: the
 * patterns are never run on unbounded input. A configured pattern that is missing, does not compile
 * or is unsafe (patternSafety.ts) is replaced by the default one.
 */
export function classifyAccount(
  value: string,
  config: Pick<PortalConfig, 'mobilePattern' | 'emailPattern'>,
): LoginAcctType | undefined {
  const account = value.trim();
  if (account === '' || exceedsLength(account, ACCOUNT_MAX_LENGTH)) return undefined;
  if (configuredMobilePattern(config).test(account)) return 'MOBILE';
  if (configuredEmailPattern(config).test(account)) return 'EMAIL';
  return undefined;
}
