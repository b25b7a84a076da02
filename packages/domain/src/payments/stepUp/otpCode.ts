import { isDigitsOfLength } from '../../kernel/rules/rules';
import { STEP_UP_OTP_LENGTH } from './model';

/**
 * The step-up code field (spec 03 §5 "OTP: 6 digits, non-digits stripped; confirm disabled until
 * field touched, error-free, non-empty").
 */

/** Keeps the digits of what was typed or pasted, at most six. */
export function sanitizeStepUpOtp(typed: string): string {
  return typed.replace(/\D+/g, '').slice(0, STEP_UP_OTP_LENGTH);
}

/** Whether a code is complete: exactly six digits. */
export function isStepUpOtpComplete(code: string): boolean {
  return isDigitsOfLength(code, STEP_UP_OTP_LENGTH);
}

/** Message key of an incomplete code (shown once the field was touched). */
export const STEP_UP_OTP_INCOMPLETE_KEY = 'gaia_stepup_otp_incomplete';

/** The field's error once touched: undefined when the code is complete. */
export function stepUpOtpError(code: string, touched: boolean): string | undefined {
  if (!touched || isStepUpOtpComplete(code)) return undefined;
  return STEP_UP_OTP_INCOMPLETE_KEY;
}

/** Whether Confirm may be pressed: touched, not empty, and no error (the server's included). */
export function canConfirmStepUpOtp(input: { code: string; touched: boolean; serverError?: string | undefined }): boolean {
  return input.touched && input.code !== '' && !input.serverError && stepUpOtpError(input.code, true) === undefined;
}
