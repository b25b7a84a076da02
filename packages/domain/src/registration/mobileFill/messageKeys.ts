import { StepOneMessageKey } from '../stepOne/messageKeys';

/**
 * Message keys of the mobile-fill dialog (spec 02 §5; docs/adr/0027). The mobile's pattern message is
 * sign-up step one's (tips_accnbr_regex_fail_message): the same rule, the same words.
 */
export const MobileFillMessageKey = {
  mobileRequired: StepOneMessageKey.mobileRequired,
  mobilePattern: StepOneMessageKey.mobilePattern,
  mobileTooLong: StepOneMessageKey.mobileTooLong,
  /**
   * The number already signs somebody in (40917002, at the code request or the save): ours, as
   * sign-up's text sends the person to sign in, which they already are.
   */
  mobileRegistered: 'gaia_mobilefill_mobile_taken',
  codeRequired: 'gaia_mobilefill_code_required',
  /** The code is 6 digits (spec 02 §5 "a 6-digit code required"). */
  codeDigits: 'gaia_mobilefill_code_digits',
  /** A wrong, expired or used-up code (spec 02 §8's text of the code step). */
  codeInvalid: StepOneMessageKey.otpInvalidOrExpired,
} as const;
