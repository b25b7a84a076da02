import { DEFAULT_APP_CODE } from '../http/headers';
import { DEFAULT_EMAIL_PATTERN, DEFAULT_MOBILE_PATTERN } from './defaultPatterns';

/**
 * The portal configuration (F0.3): values the backend serves through configParam and the config
 * items that the rules and components depend on. Defaults apply until the backend's values arrive.
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
  /** Birthday as sent and stored (F0.7, 'YYYYMMDD'). */
  birthdayFormat: string;
  /** Billing cycle dates (F0.7, 'DD/MM/YY'). */
  cycleDateFormat: string;
  /** Activation dates (F0.7, 'DD/MM/YYYY'). */
  activationDateFormat: string;
  currencySymbol: string;
  currencyPosition: 'before' | 'after';
  /** Decimals of amounts (spec 03 §9, 2). */
  amountPrecision: number;
  /** Digits per group when grouping numbers (spec 02 §9, 3). */
  digitGroupSize: number;
  /** Shown for an empty value (F0.7, '--'). */
  emptyPlaceholder: string;
  /** Loading spinners appear only after this delay in milliseconds (spec 03 §9, 300). */
  spinnerDelayMs: number;
  /** The operator's product name, as in the key tip_enter_{product}_number. */
  product: string;
  /** The public key (SPKI, base64) that passwords are encrypted with (F0.8); '' until loaded. */
  passwordPublicKey: string;
  /** Feature switches by code (the feature-enabled config key), e.g. FACE_LOGIN. */
  features: Record<string, boolean>;
}

export const defaultPortalConfig: PortalConfig = {
  mobilePattern: DEFAULT_MOBILE_PATTERN,
  emailPattern: DEFAULT_EMAIL_PATTERN,
  mask: { leading: 3, trailing: 3, stars: 4 },
  faceTipsThreshold: 3,
  otpCountdownSeconds: { NOTIFICATION_OTP: 60 },
  appCode: DEFAULT_APP_CODE,
  dateFormat: 'Do MMM YYYY',
  dateTimeFormat: 'Do MMM YYYY HH:mm:ss',
  birthdayFormat: 'YYYYMMDD',
  cycleDateFormat: 'DD/MM/YY',
  activationDateFormat: 'DD/MM/YYYY',
  currencySymbol: '$',
  currencyPosition: 'before',
  amountPrecision: 2,
  digitGroupSize: 3,
  emptyPlaceholder: '--',
  spinnerDelayMs: 300,
  product: 'gaia',
  passwordPublicKey: '',
  features: {},
};

/** Merges backend values over the defaults, ignoring unknown or ill-typed entries. */
export function resolvePortalConfig(partial: Partial<PortalConfig> | undefined): PortalConfig {
  return { ...defaultPortalConfig, ...(partial ?? {}) };
}

/** Whether a feature of the feature-enabled list is on (F0.3). */
export function isFeatureEnabled(config: Pick<PortalConfig, 'features'>, feature: string): boolean {
  return config.features[feature] === true;
}
