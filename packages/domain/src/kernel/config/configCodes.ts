/**
 * Configuration codes (spec 01 §3, §9; F0.3). The documents name the values ("OTP countdown, age
 * limit, corporation ID type, FAQ, feature-enabled", patterns, masking rules, face-tips threshold),
 * not their codes; these are ours and the sandbox serves them.
 */
export const ConfigCode = {
  mobilePattern: 'MOBILE_PATTERN',
  emailPattern: 'EMAIL_PATTERN',
  /** "leading,trailing,stars", e.g. "3,3,4", or JSON {"leading":3,"trailing":3,"stars":4}. */
  maskRule: 'MASK_RULE',
  faceTipsThreshold: 'FACE_TIPS_THRESHOLD',
  /** The sign-in / notification code countdown (spec 01 §9: "keyed by notification OTP"). */
  notificationOtp: 'NOTIFICATION_OTP',
  registerOtp: 'REGISTER_OTP',
  resetPasswordOtp: 'RESET_PASSWORD_OTP',
  passwordPublicKey: 'PASSWORD_RSA_PUBLIC_KEY',
  ageLimit: 'AGE_LIMIT',
  corporationIdType: 'CORPORATION_ID_TYPE',
  faq: 'FAQ',
  /** Comma-separated codes of the enabled features, e.g. "FACE_LOGIN,REG_FACE_REQUIRED". */
  featureEnabled: 'FEATURE_ENABLED',
  product: 'PRODUCT_NAME',
  appCode: 'APP_CODE',
  /** The translation file version, used as local.json's cache-busting parameter (F0.4). */
  i18nVersion: 'I18N_VERSION',
} as const;

export type ConfigCodeValue = (typeof ConfigCode)[keyof typeof ConfigCode];

/** Every config code whose name ends with _OTP is a countdown length in seconds. */
export function isCountdownCode(code: string): boolean {
  return /_OTP$/.test(code);
}

/** Feature codes of the feature-enabled list. */
export const Feature = {
  faceLogin: 'FACE_LOGIN',
  /** Face collection is required at registration (spec 01 §2, F1.8). */
  registrationFaceRequired: 'REG_FACE_REQUIRED',
  /** The older individual sign-in form: account, password and code together (spec 01 §2, F1.9). */
  legacySignInForm: 'LEGACY_SIGN_IN_FORM',
  /** A payment asks for step-up authentication first (spec 03 §4 "used before the payments … that need it", F3.10). */
  paymentStepUp: 'PAYMENT_STEP_UP',
} as const;
