import type { IdentityData, SupplementaryData } from '../identity/model';
import { ATTACHMENT_TYPE_ID_COPY, BIOMETRIC_TYPE_FACE, type PartyProfile } from '../../profile/partyProfile';

/** A field of the identity or supplementary step, or the face, that an existing profile may hold. */
export type LockableField =
  | Exclude<keyof IdentityData, 'readByOcr'>
  | keyof SupplementaryData
  | 'face';

/** The identity step's fields that must be filled before the step counts as done. */
const IDENTITY_FIELDS: readonly LockableField[] = ['gender', 'firstName', 'lastName', 'birthday', 'copyOfIDUpload'];
/** Every field of the supplementary step. */
const SUPPLEMENTARY_FIELDS: readonly LockableField[] = ['title', 'maritalStatus', 'street', 'suburb', 'province', 'city', 'town'];

const present = (value: string | undefined): boolean => value !== undefined && value.trim() !== '';

/**
 * The fields already held on an existing profile (spec 02 §4 "Registration … with one it is an
 * upgrade, and fields already held on the profile are locked"): the steps show them read-only and
 * the upgrade sends them back unchanged. No profile: nothing is locked (a new registration).
 */
export function lockedFieldsOf(profile: PartyProfile | undefined): ReadonlySet<LockableField> {
  const locked = new Set<LockableField>();
  if (!profile) return locked;
  const held: [LockableField, boolean][] = [
    ['nationality', present(profile.nationality)],
    ['idType', present(profile.idType)],
    ['idNbr', present(profile.idNbr)],
    ['gender', profile.gender === 'male' || profile.gender === 'female'],
    ['firstName', present(profile.firstName)],
    ['lastName', present(profile.lastName)],
    ['birthday', present(profile.birthday)],
    ['idExpDate', present(profile.idExpDate)],
    ['title', present(profile.title)],
    ['maritalStatus', present(profile.maritalStatus)],
    ['copyOfIDUpload', Boolean(profile.attachments?.some((a) => a.attachmentType === ATTACHMENT_TYPE_ID_COPY))],
    ['face', Boolean(profile.biometrics?.some((b) => b.biometricType === BIOMETRIC_TYPE_FACE))],
  ];
  for (const [field, isHeld] of held) if (isHeld) locked.add(field);
  // The default address is one record: its street and suburb come together.
  if (profile.defaultAddr && present(profile.defaultAddr.detailAddr1)) {
    locked.add('street');
    if (present(profile.defaultAddr.addrId)) locked.add('suburb');
  }
  return locked;
}

/** Whether every field of the identity step is held, so an upgrade can skip the step. */
export function identityHeld(locked: ReadonlySet<LockableField>): boolean {
  return IDENTITY_FIELDS.every((field) => locked.has(field));
}

/** Whether every field of the supplementary step is held, so an upgrade can skip the step. */
export function supplementaryHeld(locked: ReadonlySet<LockableField>): boolean {
  return SUPPLEMENTARY_FIELDS.every((field) => locked.has(field));
}

/** What the identity step starts from on an upgrade: the profile's values (the held ones are locked). */
export function identityFromProfile(profile: PartyProfile): Partial<IdentityData> {
  const idCopy = profile.attachments?.find((a) => a.attachmentType === ATTACHMENT_TYPE_ID_COPY);
  const values: Partial<IdentityData> = {
    nationality: profile.nationality,
    idType: profile.idType,
    idNbr: profile.idNbr,
    gender: profile.gender,
    firstName: profile.firstName,
    lastName: profile.lastName,
    birthday: profile.birthday,
    idExpDate: profile.idExpDate,
    copyOfIDUpload: idCopy
      ? { fileId: idCopy.filePath, fileName: idCopy.fileName, filePath: idCopy.filePath, fileSize: idCopy.fileSize ?? 0 }
      : undefined,
  };
  return withoutUndefined(values);
}

/** What the supplementary step starts from on an upgrade. */
export function supplementaryFromProfile(profile: PartyProfile): Partial<SupplementaryData> {
  const address = profile.defaultAddr;
  return withoutUndefined({
    title: profile.title,
    maritalStatus: profile.maritalStatus,
    street: address?.detailAddr1,
    suburb: address?.addrId ? { id: address.addrId, name: address.detailAddr2 ?? address.addrId } : undefined,
  });
}

function withoutUndefined<T extends object>(values: T): T {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as T;
}

/**
 * The profile an upgrade starts from before (or without) the acquired one: the party known by step
 * one's ID check, with the ID it was found by. It holds no other field, so nothing more is locked
 * and the steps collect the rest; the acquired profile replaces it when it arrives.
 */
export function provisionalUpgradeProfile(stepOne: { upgrade?: { userId: string }; idType: string; idNbr: string; nationality: string }): PartyProfile | undefined {
  if (!stepOne.upgrade) return undefined;
  return { partyId: stepOne.upgrade.userId, userId: stepOne.upgrade.userId, partyType: 'INDIVIDUAL', idType: stepOne.idType, idNbr: stepOne.idNbr, nationality: stepOne.nationality };
}
