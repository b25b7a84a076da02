import { SignInMessageKey } from '../../sign-in/rules';

/**
 * Message keys of sign-up step one and the code step (spec 02 §5, §8). The keys the specification
 * names are kept as written (tips_accnbr_regex_fail_message, tip_register_invalid_number …); the
 * "required" texts it leaves unnamed are ours. The alternative form's account and the code say
 * what sign-in's say, so they are sign-in's keys.
 */
export const StepOneMessageKey = {
  mobileRequired: 'gaia_tip_signup_mobile_required',
  /** The mobile does not match the configured mobile pattern. */
  mobilePattern: 'tips_accnbr_regex_fail_message',
  mobileTooLong: 'gaia_tip_signup_mobile_max',
  /** The mobile already has an account (the not-registered check on blur). */
  mobileRegistered: 'gaia_tip_account_already_registered',
  nationalityRequired: 'gaia_tip_signup_nationality_required',
  idRequired: 'gaia_tip_signup_id_required',
  /** The ID does not match the format rule of the selected ID type. */
  idFormat: 'gaia_tip_signup_id_format',
  idTooLong: 'gaia_tip_signup_id_max',
  /** The ID number is not a valid document number (idValidity check). */
  idInvalid: 'gaia_tip_signup_id_invalid',
  /** The mobile's line belongs to another ID (spec 02 §8). */
  idPhoneMismatch: 'gaia_lb_user_signup_id_phone_not_match',
  /** Letters and digits only, at most 60 (spec 02 §5). */
  referralCode: 'gaia_tips_individual_register_referralCode',
  agreeRequired: 'gaia_tip_signup_agree_required',
  /** The alternative form's account: a mobile number or an e-mail address. */
  accountRequired: SignInMessageKey.mobileOrEmailRequired,
  accountPattern: SignInMessageKey.mobileEmailPattern,
  otpRequired: SignInMessageKey.otpRequired,
  otpDigits: SignInMessageKey.otpDigits,
  /** Code request 40917156 (spec 02 §8). */
  registerInvalidNumber: 'tip_register_invalid_number',
  /** Code request 40917157 (spec 02 §8). */
  noCustomerForNumber: 'tip_no_exist_custom_number',
  /** A wrong or expired registration code (spec 02 §8). */
  otpInvalidOrExpired: 'tips_otp_invalid_or_expired',
  /** The status line under the mobile while its blur check runs, then when it passed. Ours. */
  mobileChecking: 'gaia_signup_one_checking_mobile',
  mobileChecked: 'gaia_signup_one_mobile_checked',
  /** The status line under the ID while its check runs, then for an upgrade or a new holder. Ours. */
  idChecking: 'gaia_signup_one_checking_id',
  idUpgrade: 'gaia_signup_one_upgrade_notice',
  idChecked: 'gaia_signup_one_id_checked',
} as const;

/** tips_not_{product}_number: the mobile is not a subscriber of the operator (spec 02 §5). */
export function notProviderNumberKey(product: string | undefined): string {
  return `tips_not_${(product || 'gaia').toLowerCase()}_number`;
}

/** tip_enter_{product}_number: the code request's 40917126 (spec 02 §8). */
export function enterProviderNumberKey(product: string | undefined): string {
  return `tip_enter_${(product || 'gaia').toLowerCase()}_number`;
}
