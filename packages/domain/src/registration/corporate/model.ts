import type { StoredFileDetail } from '../../profile/upload';

/**
 * Corporate sign-up at /signUp-c (F2.11). Spec 02 leaves its steps "not shown"; the design is ours,
 * recorded in docs/adr/0020-corporate-sign-up.md: the company, its representative, a code sent to
 * the representative's mobile, then the password and the terms.
 */

/** The steps in order; 'done' is the success screen. */
export const CORPORATE_STEPS = ['company', 'representative', 'code', 'password'] as const;
export type CorporateStep = (typeof CORPORATE_STEPS)[number];
export type CorporateFlowStep = CorporateStep | 'done';

/** Step 1: the company, as typed (normalised by its fields). */
export interface CompanyValues {
  companyName: string;
  /** The registration number, of the configured corporation ID type (BRN). */
  registrationNumber: string;
}

/** Step 2: the person who represents the company and signs in for it. */
export interface RepresentativeValues {
  firstName: string;
  lastName: string;
  idNbr: string;
  /** YYYYMMDD (spec 01 §9), '' until a whole accepted day is chosen. */
  birthday: string;
  mobile: string;
  email: string;
}

/** Step 3: the code sent to the representative's mobile. */
export interface CorporateCodeValues {
  otp: string;
}

/** Step 4: the password twice and the terms ('Y' once agreed, '' otherwise: form values are strings). */
export interface CorporatePasswordValues {
  password: string;
  confirm: string;
  agreeTerms: string;
}

export const EMPTY_COMPANY: CompanyValues = { companyName: '', registrationNumber: '' };
export const EMPTY_REPRESENTATIVE: RepresentativeValues = {
  firstName: '',
  lastName: '',
  idNbr: '',
  birthday: '',
  mobile: '',
  email: '',
};
export const EMPTY_CORPORATE_PASSWORD: CorporatePasswordValues = { password: '', confirm: '', agreeTerms: '' };

/** The corporation ID type when the configuration does not name one (CORPORATION_ID_TYPE). */
export const DEFAULT_CORPORATION_ID_TYPE = 'BRN';

/** Result codes of corporate registration (ours: the documents name none; ADR 0020). */
export const CorporateResultCode = {
  /** A company with this registration number is registered already. */
  companyRegistered: '40917160',
  /** The Reference-Id header is missing, unknown, used, expired, or for another mobile. */
  referenceInvalid: '40917161',
} as const;

/** Attachment type of company documents (type 1 is the ID copy of individuals, spec 02 §9). */
export const COMPANY_DOCUMENT_ATTACHMENT_TYPE = 2;

/** How many company documents one registration carries. */
export const COMPANY_DOCUMENTS_MAX = 5;

/** What the flow keeps between steps (and in session storage across a reload; never the password). */
export interface CorporateDraft {
  step: CorporateFlowStep;
  company: CompanyValues;
  documents: StoredFileDetail[];
  representative: RepresentativeValues;
  /** The verified code's reference, for the Reference-Id header; tied to the mobile it was sent to. */
  verified?: { mobile: string; referenceId: string };
  /** Once registered: the company account the success screen shows. */
  userCode?: string;
}

export const EMPTY_CORPORATE_DRAFT: CorporateDraft = {
  step: 'company',
  company: EMPTY_COMPANY,
  documents: [],
  representative: EMPTY_REPRESENTATIVE,
};

/** A document as registration sends it. */
export interface CompanyAttachment {
  attachmentType: number;
  fileName: string;
  filePath: string;
  fileSize?: number;
}

/**
 * POST /uc/reg/register/corporate (spec 02 §7; body ours, ADR 0020), sent with the Reference-Id
 * header of the verified code. The password is encrypted by the client (F0.8).
 */
export interface CorporateRegistrationRequest {
  userRegisterInfo: { userName: string; mobile: string; email: string; password: string };
  corporate: {
    corporationName: string;
    idType: string;
    idNbr: string;
    attachments: CompanyAttachment[];
    representative: { firstName: string; lastName: string; idNbr: string; birthday: string; mobile: string; email: string };
  };
  agreeTerms: boolean;
}

/** The answer: the company account (user code) the company signs in with. */
export interface CorporateRegistrationResult {
  userCode: string;
  userId: string;
}
