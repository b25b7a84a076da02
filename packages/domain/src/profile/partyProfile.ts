/**
 * A party's profile as /uc/profile/acquire/individual answers it and /uc/profile/update/* and the
 * upgrade take it (spec 02 §3 "Upgrade payload" profile, "Session user" profile, "Biometric").
 */

/** The parts of a profile one acquire asks for (spec 02 §7). */
export type ProfileScope =
  | 'BASIC'
  | 'ID'
  | 'DEFAULT_ADDRESS'
  | 'ATTACHMENTS'
  | 'BIOMETRICS'
  | 'CONTACT'
  | 'BANK'
  | 'TRADE_REFERENCES'
  | 'DIRECTORS'
  | 'REPRESENTATIVE';

/** Every scope an acquire may ask for, to tell a scope from any other string (the sandbox's check). */
export const PROFILE_SCOPES: readonly ProfileScope[] = [
  'BASIC',
  'ID',
  'DEFAULT_ADDRESS',
  'ATTACHMENTS',
  'BIOMETRICS',
  'CONTACT',
  'BANK',
  'TRADE_REFERENCES',
  'DIRECTORS',
  'REPRESENTATIVE',
];

/** The scopes of the registration flow, and the completion flow's (which adds contact and bank). */
export const REGISTRATION_PROFILE_SCOPES: readonly ProfileScope[] = ['BASIC', 'ID', 'DEFAULT_ADDRESS', 'ATTACHMENTS', 'BIOMETRICS'];
export const COMPLETION_PROFILE_SCOPES: readonly ProfileScope[] = [...REGISTRATION_PROFILE_SCOPES, 'CONTACT', 'BANK'];
/**
 * The corporate completion's scopes: spec 03 §7 lists BIOMETRICS, BASIC, ID, DEFAULT_ADDRESS,
 * TRADE_REFERENCES, BANK, DIRECTORS, REPRESENTATIVE; the completion also reads the contacts and the
 * company documents (attachments) it edits.
 */
export const CORPORATE_COMPLETION_PROFILE_SCOPES: readonly ProfileScope[] = [
  'BIOMETRICS',
  'BASIC',
  'ID',
  'DEFAULT_ADDRESS',
  'ATTACHMENTS',
  'CONTACT',
  'BANK',
  'TRADE_REFERENCES',
  'DIRECTORS',
  'REPRESENTATIVE',
];
/** What My details shows (names, ID, contacts, default address, ID copy, face). */
export const MY_DETAILS_PROFILE_SCOPES: readonly ProfileScope[] = COMPLETION_PROFILE_SCOPES;

/** A for added, M for modified (spec 02 §9 "address action types A and M"). */
export type ProfileActionType = 'A' | 'M';

/** Attachment type 1 is the ID copy (spec 02 §9). */
export const ATTACHMENT_TYPE_ID_COPY = 1;
/** Biometric type 1 is the face (spec 02 §9). */
export const BIOMETRIC_TYPE_FACE = 1;

export interface ProfileAddress {
  partyAddrId?: string;
  addrId?: string;
  detailAddr1?: string;
  detailAddr2?: string;
  actionType?: ProfileActionType;
}

export interface ProfileAttachment {
  attachmentType: number;
  fileName: string;
  filePath: string;
  fileSize?: number;
  actionType?: ProfileActionType;
  partyId?: string;
}

export interface ProfileBiometric {
  biometricType: number;
  charcFilePath: string;
  actionType?: ProfileActionType;
  partyId?: string;
}

/** The bank account a corporate (or individual) profile holds (scope BANK). */
export interface ProfileBank {
  bankName: string;
  /** Digits only. */
  bankAccountNbr: string;
  /** The name the account is held in. */
  bankAccountName: string;
}

/** An individual's profile; every field but partyId may be missing on a profile not yet complete. */
export interface PartyProfile {
  partyId: string;
  userId?: string;
  partyType: 'INDIVIDUAL' | 'CORPORATE';
  partyName?: string;
  idType?: string;
  idNbr?: string;
  idExpDate?: string;
  contactNbr?: string;
  alterContactNbr?: string;
  grade?: string;
  title?: string;
  firstName?: string;
  lastName?: string;
  nationality?: string;
  /** YYYYMMDD (spec 01 §9). */
  birthday?: string;
  gender?: 'male' | 'female';
  email?: string;
  maritalStatus?: string;
  defaultAddr?: ProfileAddress;
  attachments?: ProfileAttachment[];
  biometrics?: ProfileBiometric[];
  /** Scope BANK. */
  bank?: ProfileBank;
}
