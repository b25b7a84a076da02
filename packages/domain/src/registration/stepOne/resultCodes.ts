/**
 * Result codes of the registration code request that spec 02 §8 names, beside the kernel's
 * 40917126 (ResultCode.needOperatorNumber), and the ones of the step-one checks it leaves unnamed
 * (ours, served by the sandbox).
 */
export const StepOneResultCode = {
  /** The number cannot be used to register (tip_register_invalid_number). */
  registerInvalidNumber: '40917156',
  /** No customer exists behind the number (tip_no_exist_custom_number). */
  noCustomerForNumber: '40917157',
  /** idValidity: the document number is not a valid one (not named by the documents). */
  idInvalid: '40917160',
  /** idEligibility: the mobile's line belongs to another ID (gaia_lb_user_signup_id_phone_not_match). */
  idPhoneMismatch: '40917161',
  /** A /security check without a valid verified-code reference (not named by the documents). */
  referenceInvalid: '40917162',
} as const;
