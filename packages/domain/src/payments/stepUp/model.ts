import { PIN_WRONG_RESULT_CODE } from '../../profile/completion/pin';
import type { PartyType } from '../../sign-in/session';

/**
 * Step-up authentication (spec 03 §2 "Authentication-method chooser", §4 "Authentication (face or
 * OTP)", §7 realName calls, §9; F3.10): the wire shapes and the constants of the spec.
 */

/** The two methods of the chooser, face first. */
export type StepUpMethod = 'face' | 'otp';

/** Failures before the failed-twice dialog (spec 03 §9 "authentication failure limit 2"). */
export const STEP_UP_FAILURE_LIMIT = 2;

/** Digits of the step-up code (spec 03 §9 "OTP length 6"). */
export const STEP_UP_OTP_LENGTH = 6;

/** Width of the OTP modal in CSS pixels (spec 03 §9 "OTP and confirm 424"). */
export const STEP_UP_OTP_DIALOG_WIDTH = 424;

/** The fixed face box of the realName face verification (spec 03 §7: (305,0) and (980,720)). */
export const STEP_UP_FACE_BOX = [
  { x: 305, y: 0 },
  { x: 980, y: 720 },
] as const;

/** The business type of step-up codes (spec 03 §3 OTP business types: realNameAuth). */
export const REAL_NAME_OTP_BUSINESS_TYPE = 'realNameAuth';

/** Config item of the memorable-word pattern (spec 03 §5). */
export const MEMORABLE_WORD_PATTERN_CODE = 'UC_SEC_PIN_REGEX';

/** The memorable-word pattern when the configuration has none (spec 03 §5: 4 to 12 letters). */
export const DEFAULT_MEMORABLE_WORD_PATTERN = '^[A-Za-z]{4,12}$';

/** The longest memorable word the field takes (the default's 12, with room for a configured one). */
export const MEMORABLE_WORD_MAX_LENGTH = 30;

/** Answer codes of the realName face verification when it fails (as face comparison, spec 01 §3). */
export const StepUpFaceCode = {
  /** No face was found in the picture: biometrics not captured. */
  notCaptured: '9000',
  /** A face, but not the customer's. */
  notMatched: '9001',
} as const;

/** Answer code of a wrong memorable word: the PIN check's own, as the word is checked by secPinCheck (spec 03 §7). */
export const MEMORABLE_WORD_WRONG_CODE = PIN_WRONG_RESULT_CODE;

/** data of /ecare/gaia/realName/otp/send. */
export interface StepUpOtpSendData {
  /** Where the code went (masked numbers or addresses). */
  sendNbrList?: string[];
}

/** data of a passed check (face, code or memorable word): the reference the gated call takes. */
export interface StepUpReference {
  referenceId: string;
}

/** The body of the realName calls. */
export interface StepUpParty {
  partyType: PartyType;
}
