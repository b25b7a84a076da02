import { limitLength, type Normaliser } from '../kernel/rules/normalise';
import { exceedsLength } from '../kernel/rules/rules';

/**
 * Cancel and rating remarks (F3.16; spec 03 §5 "Cancel remarks and rating remarks: at most 400
 * characters with a counter; Submit disabled while empty").
 */

/** Characters a remark may have (spec 03 §9). */
export const REMARKS_MAX_LENGTH = 400;

/** F3.16: cuts typed or pasted remarks at 400 characters (code points, so no pair is split). */
export const normaliseRemarks: Normaliser = limitLength(REMARKS_MAX_LENGTH);

/** The counter shown under the remarks: characters used and the maximum. */
export function remarksCounter(value: string): { count: number; max: number } {
  return { count: Array.from(value).length, max: REMARKS_MAX_LENGTH };
}

/**
 * F3.16: Submit is disabled while the remarks are empty — blank remarks (spaces only) count as
 * empty, as a person would expect — or longer than 400 characters.
 */
export function isRemarksSubmitDisabled(value: string): boolean {
  return value.trim().length === 0 || exceedsLength(value, REMARKS_MAX_LENGTH);
}
