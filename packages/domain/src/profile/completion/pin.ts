import { matches, required, type Rule } from '../../kernel/rules/rules';

/**
 * The PIN check (spec 02 §7 "Completion-prompt flags: PIN check POST /uc/sec/pin-check"; spec 03 §7
 * secPinCheck (pin) → data.referenceId). What it gates is this portal's decision, written in the
 * area README ("The PIN check"): changing the contacts in My details.
 */

/** A PIN is 4 to 6 digits. */
export const PIN_PATTERN = /^\d{4,6}$/;

export const PinMessageKey = {
  required: 'gaia_completion_pin_required',
  invalid: 'gaia_completion_pin_invalid',
  wrong: 'gaia_completion_pin_wrong',
  /** A contact change sent without a valid PIN check reference. */
  referenceRequired: 'gaia_completion_pin_reference_required',
} as const;

/** The PIN field's rules. */
export const pinRules: readonly Rule[] = [required(PinMessageKey.required), matches(PIN_PATTERN, PinMessageKey.invalid)];

/** The result code of a wrong PIN (sandbox). */
export const PIN_WRONG_RESULT_CODE = '40917301';
/** The result code of a contact change without a valid PIN reference (sandbox). */
export const PIN_REFERENCE_REQUIRED_RESULT_CODE = '40917302';
