/**
 * The portal configuration (F0.3): values the backend serves through configParam that the rules
 * and components depend on. Defaults apply until the backend's values arrive.
 */
export interface MaskRule {
  /** Characters kept visible at the start. */
  leading: number;
  /** Characters kept visible at the end. */
  trailing: number;
  /** Number of mask characters shown in between. */
  stars: number;
}

export interface PortalConfig {
  /** Source of the mobile-number pattern (configuration parameter). */
  mobilePattern: string;
  /** Source of the e-mail pattern (configuration parameter). */
  emailPattern: string;
  mask: MaskRule;
  /** Face failures before the max-limit modal (spec 01 §4, default 3). */
  faceTipsThreshold: number;
  /** OTP countdown lengths in seconds, keyed by config code (spec 01 §9). */
  otpCountdownSeconds: Record<string, number>;
  /** App code sent with every request (spec 01 §1). */
  appCode: string;
  dateFormat: string;
  dateTimeFormat: string;
  currencySymbol: string;
  currencyPosition: 'before' | 'after';
}

export const defaultPortalConfig: PortalConfig = {
  mobilePattern: '^(?:\\+?263|0)?7[1378]\\d{7}$',
  emailPattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]{2,}$',
  mask: { leading: 3, trailing: 3, stars: 4 },
  faceTipsThreshold: 3,
  otpCountdownSeconds: { NOTIFICATION_OTP: 60 },
  appCode: 'WEBSC',
  dateFormat: 'Do MMM YYYY',
  dateTimeFormat: 'Do MMM YYYY HH:mm:ss',
  currencySymbol: '$',
  currencyPosition: 'before',
};

/** Merges backend values over the defaults, ignoring unknown or ill-typed entries. */
export function resolvePortalConfig(partial: Partial<PortalConfig> | undefined): PortalConfig {
  return { ...defaultPortalConfig, ...(partial ?? {}) };
}
