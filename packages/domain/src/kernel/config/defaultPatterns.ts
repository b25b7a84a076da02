/**
 * The built-in mobile-number and e-mail pattern sources (F0.3): the defaults of the portal
 * configuration and the fallback whenever a configured pattern is missing or unsafe. A module of
 * their own, so a rule that needs only these two does not load the whole default configuration.
 */
export const DEFAULT_MOBILE_PATTERN = '^(?:\\+?263|0)?7[1378]\\d{7}$';
export const DEFAULT_EMAIL_PATTERN = '^[^\\s@]+@[^\\s@][^\\s@.]*\\.[^\\s@]{2,}$';

/** The two account patterns of the default configuration, for rules that take patterns optionally. */
export const DEFAULT_ACCOUNT_PATTERNS: { readonly mobilePattern: string; readonly emailPattern: string } = {
  mobilePattern: DEFAULT_MOBILE_PATTERN,
  emailPattern: DEFAULT_EMAIL_PATTERN,
};
