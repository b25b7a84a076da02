import type { LoginAcctType } from '../../sign-in/model';

/**
 * What step one of sign-up collects (spec 02 §3 "Step-one data"), as the later steps and the
 * submission read it. The step hands it on once the code has been requested (standard form) or
 * verified (the alternative form, which carries the code itself).
 */
export interface StepOneData {
  /** Which step-one form was used: mobile + ID (standard) or mobile-or-e-mail + code (alternative). */
  form: 'standard' | 'alternative';
  /** The account the code goes to, whitespace removed. */
  account: string;
  accountType: LoginAcctType;
  /** The mobile, when the account is one (or was given beside an e-mail). */
  mobile?: string;
  email?: string;
  /** ISO 3166 alpha-3 code of the nationality (ZWE by default). */
  nationality: string;
  /** The ID type the number was checked against (national or non-national). */
  idType: string;
  /** Stripped of whitespace and upper-cased. */
  idNbr: string;
  referralCode?: string;
  /** Always true once the step is done: terms and privacy agreed. */
  agreePrivacyPolicy: boolean;
  /** From the ID eligibility check, sent as the Reference-Id header where the flow needs it. */
  eligibilityReferenceId?: string;
  /**
   * The ID belongs to a user with neither e-mail nor mobile: the flow upgrades that user's profile
   * instead of registering a new one (spec 02 §4).
   */
  upgrade?: { userId: string; userCode?: string };
  /** The verified code's reference id, when the alternative form verified it already. */
  referenceId?: string;
}

/** What the code step hands on (spec 02 §4 "a verified code yields a reference id"). */
export interface VerifiedCode {
  referenceId: string;
  /** The code itself: the upgrade payload carries it (optional otp). */
  otp: string;
}

/**
 * A record of a reference list as /ecare/common/entity/{code}/records answers it (spec 02 §3):
 * nationalities (ID, NAME), ID types (ID, NAME, ID_FORMAT_RULE), titles, marital statuses …
 */
export interface ReferenceRecord {
  ID: string;
  NAME: string;
  /** ID types only: the pattern source an ID number of this type matches. */
  ID_FORMAT_RULE?: string;
}

/** What the existing-user lookup answers (spec 02 §3 "Existing-user lookup"). */
export interface ExistingUser {
  existsUser: 'Y' | 'N';
  userId?: string;
  userCode?: string;
  /** Masked by the /blur variant. */
  email?: string;
  mobile?: string;
}

/** The ID eligibility answer (spec 02 §7): a reference for the next calls and whether a user holds the ID. */
export interface IdEligibility {
  referenceId?: string;
  existsUser: 'Y' | 'N';
}
