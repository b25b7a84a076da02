import type { IdentityData } from '@gaia/domain';

/** How a field of the identity step may be used, and why not. */
export interface FieldAccess {
  readOnly: boolean;
  /** The visible reason (a message key): locked on the profile, fixed by OCR, or read by OCR. */
  note?: string;
}

/**
 * F2.4, F2.5: a field held on the existing profile (upgrade) is locked; one read by OCR is fixed
 * when the configuration does not allow changing OCR's fields, else it says it was read and stays
 * editable.
 */
export function fieldAccess(
  field: keyof IdentityData,
  {
    locked,
    readByOcr,
    allowOcrModify,
  }: { locked: ReadonlySet<string>; readByOcr: readonly string[]; allowOcrModify: boolean },
): FieldAccess {
  if (locked.has(field)) return { readOnly: true, note: 'gaia_signup_identity_locked_hint' };
  if (!readByOcr.includes(field)) return { readOnly: false };
  return allowOcrModify
    ? { readOnly: false, note: 'gaia_signup_ocr_field_hint' }
    : { readOnly: true, note: 'gaia_signup_ocr_field_fixed' };
}
