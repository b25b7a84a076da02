import type { IdentityData, SupplementaryData, UploadedFile } from '../identity/model';
import type { StepOneData } from '../stepOne/model';
import {
  ATTACHMENT_TYPE_ID_COPY,
  BIOMETRIC_TYPE_FACE,
  type PartyProfile,
  type ProfileAddress,
  type ProfileAttachment,
  type ProfileBiometric,
} from '../../profile/partyProfile';
import type { CheckedFace } from './signUpFlow';

/** userRegisterInfo of POST /uc/reg/register/individual (spec 02 §3); the password is encrypted by the call. */
export interface UserRegisterInfo {
  userName: string;
  email?: string;
  referralCode?: string;
  mobile?: string;
  /** Absent when the account was opened by mobile or e-mail alone (alternative form, reading B). */
  idNbr?: string;
  password: string;
}

/** individual of the registration payload (spec 02 §3). */
export interface RegisterIndividual {
  title?: string;
  /** Absent, with the nationality, when no step asked for an ID (alternative form, reading B). */
  idNbr?: string;
  firstName?: string;
  lastName?: string;
  nationality?: string;
  maritalStatus?: string;
  birthday?: string;
  gender?: 'male' | 'female';
  email?: string;
  defaultAddr?: { addrId: string; detailAddr1: string; detailAddr2: string };
  attachments: ProfileAttachment[];
  biometrics: ProfileBiometric[];
  /** Non-nationals only. */
  idExpDate?: string;
  idType?: string;
}

export interface RegistrationPayload {
  userRegisterInfo: UserRegisterInfo;
  individual: RegisterIndividual;
}

/** userUpgradeInfo of POST /uc/reg/user/upgrade/individual (spec 02 §3). */
export interface UserUpgradeInfo {
  userName: string;
  email?: string;
  mobile?: string;
  referralCode?: string;
  idNbr: string;
  password: string;
  otp?: string;
}

export interface UpgradePayload {
  userUpgradeInfo: UserUpgradeInfo;
  profile: PartyProfile;
}

/** Everything the submit step has gathered. */
export interface SubmissionInput {
  stepOne: StepOneData;
  /** Reading A's identity details (absent in reading B, or when an upgrade's profile held them all). */
  identity?: IdentityData;
  supplementary?: SupplementaryData;
  /** The existing profile (upgrade), or a profile loaded in reading B. */
  profile?: PartyProfile;
  /** A new ID copy, when one was uploaded outside the identity step (reading B). */
  idCopy?: UploadedFile;
  face?: CheckedFace;
  /** The clear password: the call encrypts it before it leaves the device. */
  password: string;
  /** The verified code (the upgrade carries it). */
  otp?: string;
  /** The configured national ID type: anyone else is a non-national (idExpDate and idType sent). */
  nationalIdType: string;
}

/** The display name of the new user: the names when known, else the account. */
function userNameOf(input: SubmissionInput): string {
  const first = input.identity?.firstName ?? input.profile?.firstName;
  const last = input.identity?.lastName ?? input.profile?.lastName;
  const name = [first, last].filter(Boolean).join(' ').trim();
  return name || input.stepOne.account;
}

/** The address line under the street: suburb, town, city and province, as chosen. */
function addressLine2(supplementary: SupplementaryData): string {
  return [supplementary.suburb, supplementary.town, supplementary.city, supplementary.province]
    .map((choice) => choice.name)
    .filter(Boolean)
    .join(', ');
}

function idCopyAttachment(file: UploadedFile): ProfileAttachment {
  return { attachmentType: ATTACHMENT_TYPE_ID_COPY, fileName: file.fileName, filePath: file.filePath, fileSize: file.fileSize };
}

function faceBiometric(face: CheckedFace): ProfileBiometric {
  return { biometricType: BIOMETRIC_TYPE_FACE, charcFilePath: face.charcFilePath };
}

const mobileOf = (stepOne: StepOneData) => stepOne.mobile ?? (stepOne.accountType === 'MOBILE' ? stepOne.account : undefined);
const emailOf = (stepOne: StepOneData) => stepOne.email ?? (stepOne.accountType === 'EMAIL' ? stepOne.account : undefined);

/**
 * The ID the person gave, with its nationality and type: the identity step's, else the standard
 * step one's. The alternative form asks for none (its nationality and type are only defaults), so
 * without an identity step the account opens by mobile or e-mail alone and the profile-completion
 * prompt (F2.12) asks for the ID later.
 */
function idOf(input: SubmissionInput): { idNbr: string; nationality: string; idType: string } | undefined {
  const { identity, stepOne } = input;
  if (identity) return { idNbr: identity.idNbr, nationality: identity.nationality, idType: identity.idType };
  if (stepOne.form === 'standard') return { idNbr: stepOne.idNbr, nationality: stepOne.nationality, idType: stepOne.idType };
  return undefined;
}

/**
 * The registration payload (spec 02 §3): userRegisterInfo and individual with the default address,
 * the ID copy (attachment type 1), the face (biometric type 1) and, for non-nationals, idExpDate and
 * idType. In reading B (no identity step) the individual comes from the loaded profile when there is
 * one: its attachments of type 1 are replaced by the new ID copy when one is present. The ID fields
 * (idNbr, nationality, idType, idExpDate) are left out when no step asked for an ID (the alternative
 * form in reading B).
 */
export function buildRegistrationPayload(input: SubmissionInput): RegistrationPayload {
  const { stepOne, identity, supplementary, profile } = input;
  const id = idOf(input);
  const idNbr = id?.idNbr;
  const nonNational = id !== undefined && id.idType !== input.nationalIdType;
  const idCopy = identity?.copyOfIDUpload ?? input.idCopy;
  const attachments = [
    ...(profile?.attachments ?? []).filter((a) => a.attachmentType !== ATTACHMENT_TYPE_ID_COPY),
    ...(idCopy ? [idCopyAttachment(idCopy)] : []),
  ];
  const email = emailOf(stepOne) ?? profile?.email;
  const individual: RegisterIndividual = {
    title: supplementary?.title ?? profile?.title,
    idNbr,
    firstName: identity?.firstName ?? profile?.firstName,
    lastName: identity?.lastName ?? profile?.lastName,
    nationality: id?.nationality,
    maritalStatus: supplementary?.maritalStatus ?? profile?.maritalStatus,
    birthday: identity?.birthday ?? profile?.birthday,
    gender: identity?.gender ?? profile?.gender,
    email,
    defaultAddr: supplementary
      ? { addrId: supplementary.suburb.id, detailAddr1: supplementary.street, detailAddr2: addressLine2(supplementary) }
      : undefined,
    attachments,
    biometrics: input.face ? [faceBiometric(input.face)] : [],
  };
  if (nonNational) {
    individual.idType = id.idType;
    individual.idExpDate = identity?.idExpDate ?? profile?.idExpDate;
  }
  return {
    userRegisterInfo: dropEmpty({
      userName: userNameOf(input),
      email,
      referralCode: stepOne.referralCode || undefined,
      mobile: mobileOf(stepOne),
      idNbr,
      password: input.password,
    }),
    individual: dropEmpty(individual),
  };
}

/**
 * The upgrade payload (spec 02 §3): userUpgradeInfo (with the verified code) and the existing profile
 * with what the steps added — held fields unchanged, the default address, attachments and biometrics
 * each marked M when the profile had one (modified) or A (added), with the party id.
 */
export function buildUpgradePayload(input: SubmissionInput & { profile: PartyProfile }): UpgradePayload {
  const { stepOne, identity, supplementary, profile } = input;
  const partyId = profile.partyId;
  const hadAddress = Boolean(profile.defaultAddr);
  const defaultAddr: ProfileAddress | undefined = supplementary
    ? {
        partyAddrId: profile.defaultAddr?.partyAddrId,
        addrId: supplementary.suburb.id,
        detailAddr1: supplementary.street,
        detailAddr2: addressLine2(supplementary),
        actionType: hadAddress ? 'M' : 'A',
      }
    : profile.defaultAddr;
  const idCopy = identity?.copyOfIDUpload ?? input.idCopy;
  const heldIdCopy = profile.attachments?.find((a) => a.attachmentType === ATTACHMENT_TYPE_ID_COPY);
  const attachments: ProfileAttachment[] = [
    ...(profile.attachments ?? []).filter((a) => a.attachmentType !== ATTACHMENT_TYPE_ID_COPY || !idCopy),
    ...(idCopy && idCopy.filePath !== heldIdCopy?.filePath
      ? [{ ...idCopyAttachment(idCopy), actionType: heldIdCopy ? ('M' as const) : ('A' as const), partyId }]
      : []),
  ];
  const heldFace = profile.biometrics?.some((b) => b.biometricType === BIOMETRIC_TYPE_FACE);
  const biometrics: ProfileBiometric[] = [
    ...(profile.biometrics ?? []).filter((b) => b.biometricType !== BIOMETRIC_TYPE_FACE || !input.face),
    ...(input.face ? [{ ...faceBiometric(input.face), actionType: heldFace ? ('M' as const) : ('A' as const), partyId }] : []),
  ];
  const email = emailOf(stepOne) ?? profile.email;
  const upgraded: PartyProfile = dropEmpty({
    ...profile,
    // Held fields stay as the profile has them; the steps fill only what was missing.
    firstName: profile.firstName ?? identity?.firstName,
    lastName: profile.lastName ?? identity?.lastName,
    gender: profile.gender ?? identity?.gender,
    birthday: profile.birthday ?? identity?.birthday,
    idExpDate: profile.idExpDate ?? identity?.idExpDate,
    nationality: profile.nationality ?? identity?.nationality ?? stepOne.nationality,
    idType: profile.idType ?? stepOne.idType,
    idNbr: profile.idNbr ?? stepOne.idNbr,
    title: profile.title ?? supplementary?.title,
    maritalStatus: profile.maritalStatus ?? supplementary?.maritalStatus,
    email,
    contactNbr: profile.contactNbr ?? mobileOf(stepOne),
    defaultAddr,
    attachments,
    biometrics,
  });
  return {
    userUpgradeInfo: dropEmpty({
      userName: userNameOf(input),
      email,
      mobile: mobileOf(stepOne),
      referralCode: stepOne.referralCode || undefined,
      idNbr: profile.idNbr ?? stepOne.idNbr,
      password: input.password,
      otp: input.otp || undefined,
    }),
    profile: upgraded,
  };
}

/** Leaves out fields without a value, so the payload carries only what is known. */
function dropEmpty<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== '')) as T;
}
