import {
  ATTACHMENT_TYPE_ID_COPY,
  BIOMETRIC_TYPE_FACE,
  type PartyProfile,
  type ProfileAttachment,
} from '../partyProfile';
import type { StoredFileDetail } from '../upload';
import {
  DEFAULT_NATIONALITY,
  normaliseDigits,
  normaliseIdNbr,
  normalisePartyName,
  normaliseAddressLine,
  type CorporateCompletionValues,
  type IndividualCompletionValues,
} from './completionRules';
import { ENGAGE_LEVEL_REGISTER } from './completeness';

/**
 * Between a profile and the completion forms (F2.12): the form starts from what the server holds,
 * and the update carries only the changes with their action types (spec 02 §3 "Upgrade payload":
 * defaultAddr, attachments and biometrics each with actionType A or M).
 */

/** The update body (spec 03 §7 "Update profile {forceCheck, engageLevels [REGISTER], profile}"). */
export interface ProfileUpdateRequest {
  /** True: the server checks the profile against the completeness rule and refuses gaps. */
  forceCheck: boolean;
  engageLevels: readonly string[];
  profile: PartyProfile;
}

/** The ID copy (attachment type 1) a profile holds, if any. */
export function idCopyOf(profile: PartyProfile | undefined): ProfileAttachment | undefined {
  return profile?.attachments?.find((a) => a.attachmentType === ATTACHMENT_TYPE_ID_COPY);
}

/** The face (biometric type 1) a profile holds, if any. */
export function faceOf(profile: PartyProfile | undefined) {
  return profile?.biometrics?.find((b) => b.biometricType === BIOMETRIC_TYPE_FACE);
}

/** The contact and address values both forms start from: what the profile holds, '' for the rest. */
function contactValuesOf(profile: PartyProfile | undefined) {
  return {
    contactNbr: profile?.contactNbr ?? '',
    email: profile?.email ?? '',
    street: profile?.defaultAddr?.detailAddr1 ?? '',
    suburb: profile?.defaultAddr?.detailAddr2 ?? '',
  };
}

/** The individual form's first values: what the profile holds, ZWE when no nationality. */
export function individualCompletionValues(profile: PartyProfile | undefined): IndividualCompletionValues {
  return {
    firstName: profile?.firstName ?? '',
    lastName: profile?.lastName ?? '',
    gender: profile?.gender ?? '',
    birthday: profile?.birthday ?? '',
    nationality: profile?.nationality ?? DEFAULT_NATIONALITY,
    idNbr: profile?.idNbr ?? '',
    ...contactValuesOf(profile),
    idCopyPath: idCopyOf(profile)?.filePath ?? '',
  };
}

/** The corporate form's first values. */
export function corporateCompletionValues(profile: PartyProfile | undefined): CorporateCompletionValues {
  return {
    companyName: profile?.partyName ?? '',
    registrationNbr: profile?.idNbr ?? '',
    ...contactValuesOf(profile),
    documentPath: idCopyOf(profile)?.filePath ?? '',
    bankName: profile?.bank?.bankName ?? '',
    bankAccountNbr: profile?.bank?.bankAccountNbr ?? '',
    bankAccountName: profile?.bank?.bankAccountName ?? '',
  };
}

/** The address part: M when the profile held one (keeping its id), A when new. */
function addressUpdate(profile: PartyProfile, street: string, suburb: string): PartyProfile['defaultAddr'] {
  const held = profile.defaultAddr;
  return {
    ...(held?.partyAddrId ? { partyAddrId: held.partyAddrId } : {}),
    detailAddr1: normaliseAddressLine(street).trim(),
    detailAddr2: normaliseAddressLine(suburb).trim(),
    actionType: held?.detailAddr1 || held?.partyAddrId ? 'M' : 'A',
  };
}

/**
 * The attachments part: the ID copy replaced (M) when a different file was uploaded, added (A) when
 * the profile had none; the other attachments untouched.
 */
function idCopyUpdate(profile: PartyProfile, path: string, uploaded: StoredFileDetail | undefined): ProfileAttachment[] {
  const held = idCopyOf(profile);
  if (held?.filePath === path || !uploaded) return held ? [held] : [];
  return [
    {
      attachmentType: ATTACHMENT_TYPE_ID_COPY,
      fileName: uploaded.fileName,
      filePath: uploaded.filePath,
      ...(uploaded.fileSize === undefined ? {} : { fileSize: uploaded.fileSize }),
      actionType: held ? 'M' : 'A',
      partyId: profile.partyId,
    },
  ];
}

/**
 * A completion's update: the server checks it against the completeness rule (forceCheck); it names
 * the profile's party, and its user when the profile has one.
 */
function completionUpdate(profile: PartyProfile, fields: Omit<PartyProfile, 'partyId' | 'userId'>): ProfileUpdateRequest {
  return {
    forceCheck: true,
    engageLevels: [ENGAGE_LEVEL_REGISTER],
    profile: { partyId: profile.partyId, ...(profile.userId ? { userId: profile.userId } : {}), ...fields },
  };
}

/** The update request of the individual completion. */
export function individualProfileUpdate(
  profile: PartyProfile,
  values: IndividualCompletionValues,
  uploadedIdCopy?: StoredFileDetail,
): ProfileUpdateRequest {
  const email = values.email.trim();
  return completionUpdate(profile, {
    partyType: 'INDIVIDUAL',
    firstName: normalisePartyName(values.firstName).trim(),
    lastName: normalisePartyName(values.lastName).trim(),
    gender: values.gender === 'female' ? 'female' : 'male',
    birthday: values.birthday,
    nationality: values.nationality,
    idType: values.nationality === DEFAULT_NATIONALITY ? 'ID' : 'PASSPORT',
    idNbr: normaliseIdNbr(values.idNbr),
    contactNbr: normaliseDigits(values.contactNbr),
    ...(email ? { email } : {}),
    defaultAddr: addressUpdate(profile, values.street, values.suburb),
    attachments: idCopyUpdate(profile, values.idCopyPath, uploadedIdCopy),
  });
}

/** The update request of the corporate completion. */
export function corporateProfileUpdate(
  profile: PartyProfile,
  values: CorporateCompletionValues,
  uploadedDocument?: StoredFileDetail,
): ProfileUpdateRequest {
  return completionUpdate(profile, {
    partyType: 'CORPORATE',
    partyName: values.companyName.trim(),
    idType: 'BRN',
    idNbr: normaliseIdNbr(values.registrationNbr),
    contactNbr: normaliseDigits(values.contactNbr),
    email: values.email.trim(),
    defaultAddr: addressUpdate(profile, values.street, values.suburb),
    attachments: idCopyUpdate(profile, values.documentPath, uploadedDocument),
    bank: {
      bankName: values.bankName.trim(),
      bankAccountNbr: normaliseDigits(values.bankAccountNbr),
      bankAccountName: values.bankAccountName.trim(),
    },
  });
}

/** The face enrolment update (F3.11: biometrics type 1, actionType A, the uploaded path). */
export function faceEnrolmentUpdate(partyId: string, charcFilePath: string): ProfileUpdateRequest {
  return {
    forceCheck: false,
    engageLevels: [ENGAGE_LEVEL_REGISTER],
    profile: {
      partyId,
      partyType: 'INDIVIDUAL',
      biometrics: [{ biometricType: BIOMETRIC_TYPE_FACE, charcFilePath, actionType: 'A', partyId }],
    },
  };
}
