import type { AgeLimits } from './age';

/**
 * What the backend configures for sign-up (spec 02 §3 "Store fields", §5, §9; "other configuration
 * calls in registration … paths not shown"). One call answers all of it (registration/submission);
 * until it arrives the defaults below apply, so no step waits for it.
 */
export interface RegistrationConfig {
  /** Which reading of spec 02 §2 the flow follows: A five steps, B four steps. */
  reading: 'A' | 'B';
  /** Digits of the registration code (6 by default, configurable). */
  otpLength: number;
  /** Birthday limits of individuals (kycAgeLimit). */
  kycAgeLimit: AgeLimits;
  /** Birthday limits of a company's representative (ageLimit). */
  corporateAgeLimit: AgeLimits;
  /** Accepted suffixes of the ID copy, lower case without the dot. */
  idCopyFileTypes: readonly string[];
  /** Accepted suffixes of company documents. */
  companyDocumentFileTypes: readonly string[];
  /** faceCollectConfig's nullable flag: 'N' means face capture is required at registration. */
  faceNullable: 'Y' | 'N';
  /** Whether fields read by OCR stay editable. */
  allowOcrModify: boolean;
  /** The nationality preselected on step one. */
  defaultNationality: string;
  /** The ID type of nationals (the default nationality) and of everybody else. */
  nationalIdType: string;
  nonNationalIdType: string;
  /**
   * The configured password rule list's lengths (spec 02 §5 "configured rule list shown as hints";
   * §9 "Password 8 to 20 characters"); the default rules apply when absent.
   */
  passwordLength?: { minLength: number; maxLength: number };
}

/** Spec 02 §9 and §5 defaults. */
export const defaultRegistrationConfig: RegistrationConfig = {
  reading: 'A',
  otpLength: 6,
  kycAgeLimit: { minAge: 16, maxAge: 120 },
  corporateAgeLimit: { minAge: 18, maxAge: 120 },
  idCopyFileTypes: ['png', 'jpg', 'jpeg', 'pdf'],
  companyDocumentFileTypes: ['png', 'jpg', 'jpeg', 'pdf', 'doc', 'docx'],
  faceNullable: 'Y',
  allowOcrModify: true,
  defaultNationality: 'ZWE',
  nationalIdType: '1',
  nonNationalIdType: '2',
  passwordLength: { minLength: 8, maxLength: 20 },
};
