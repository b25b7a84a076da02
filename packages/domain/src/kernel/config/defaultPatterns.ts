import { compileDefaultPattern } from './patternSafety';

/**
 * The built-in mobile-number and e-mail pattern sources (F0.3): the defaults of the portal
 * configuration and the fallback whenever a configured pattern is missing or unsafe. A module of
 * their own, so a rule that needs only these two does not load the whole default configuration.
 */
export const DEFAULT_MOBILE_PATTERN = '^(?:\\+?263|0)?7[1378]\\d{7}$';
export const DEFAULT_EMAIL_PATTERN = '^[^\\s@]+@[^\\s@][^\\s@.]*\\.[^\\s@]{2,}$';

/**
 * The contact fields' patterns, compiled: what the rules that check a mobile number and an e-mail
 * address take, so a rule does not compile (or load the safety guard for) a pattern on every call.
 * From configuration with `contactPatternsOf(config)`; the built-in ones with
 * `defaultContactPatterns()`.
 */
export interface ContactPatterns {
  readonly mobile: RegExp;
  readonly email: RegExp;
}

/**
 * The built-in contact patterns compiled: the code's own sources (checked by the unit test), which
 * need no run-time guard, through the guard module's cache.
 */
export function defaultContactPatterns(): ContactPatterns {
  return { mobile: compileDefaultPattern(DEFAULT_MOBILE_PATTERN), email: compileDefaultPattern(DEFAULT_EMAIL_PATTERN) };
}
