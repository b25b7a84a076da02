/**
 * Message keys of the identity and supplementary steps (catalogue area signUpIdentity), so rules,
 * the sandbox and the screens name the same texts. Spec 02 §8's own keys keep their names.
 */
export const IdentityMessageKey = {
  genderRequired: 'gaia_signup_identity_gender_required',
  firstNameRequired: 'gaia_signup_identity_first_name_required',
  lastNameRequired: 'gaia_signup_identity_last_name_required',
  nameTooLong: 'gaia_signup_identity_name_too_long',
  birthdayRequired: 'gaia_signup_identity_birthday_required',
  expiryRequired: 'gaia_signup_identity_expiry_required',
  expiryPast: 'gaia_signup_identity_expiry_past',
  expiryInvalid: 'gaia_signup_identity_expiry_invalid',
  copyRequired: 'gaia_signup_identity_copy_required',
  /** Spec 02 §8 "Unsupported file". */
  fileTypeNotSupported: 'gaia_tip_file_type_not_supported',
  fileTooLarge: 'gaia_signup_identity_file_too_large',
  ocrNotReadable: 'gaia_signup_ocr_not_readable',
  ocrWrongDocument: 'gaia_signup_ocr_wrong_document',
  /** OCR got no answer (offline, timeout). */
  ocrFailed: 'gaia_signup_ocr_failed',
  ocrNumberMismatch: 'gaia_signup_ocr_number_mismatch',
  /** Spec 02 §8 "Camera permission denied" and "Camera device abnormal" (kit catalogue keys). */
  cameraPermissionDenied: 'gaia_face_capture_permission_denied',
  cameraDeviceAbnormal: 'gaia_face_capture_device_abnormal',
} as const;

export const SupplementaryMessageKey = {
  titleRequired: 'gaia_signup_supp_title_required',
  maritalStatusRequired: 'gaia_signup_supp_marital_required',
  streetRequired: 'gaia_signup_supp_street_required',
  streetTooLong: 'gaia_signup_supp_street_too_long',
  suburbRequired: 'gaia_signup_supp_suburb_required',
  provinceRequired: 'gaia_signup_supp_province_required',
  cityRequired: 'gaia_signup_supp_city_required',
  townRequired: 'gaia_signup_supp_town_required',
} as const;

/** Result codes of the identity calls (not named by the documents; ours, see the sandbox's regIdentity). */
export const IdentityResultCode = {
  /** OCR could not read the document. */
  ocrNotReadable: '40917301',
  /** OCR read a document of another type than the one chosen. */
  ocrWrongDocument: '40917302',
  /** The ID copy is of a type the operator does not take. */
  fileTypeNotSupported: '40917303',
  /** The ID copy is larger than the operator takes. */
  fileTooLarge: '40917304',
} as const;
