import {
  BIOMETRIC_TYPE_FACE,
  type PartyProfile,
  type ProfileAddress,
  type ProfileAttachment,
  type ProfileBiometric,
} from '@gaia/domain';

/**
 * Applies an update's profile to the held one (spec 02 §3: defaultAddr, attachments and biometrics
 * carry actionType A to add or M to modify). Plain fields replace the held ones when present;
 * attachments and biometrics are keyed by their type, so an A or M of type 1 replaces the held type 1.
 */
export function mergeProfile(held: PartyProfile, update: PartyProfile): PartyProfile {
  const { defaultAddr, attachments, biometrics, partyId: _partyId, userId: _userId, partyType: _type, ...plain } = update;
  const merged: PartyProfile = { ...held };
  for (const [key, value] of Object.entries(plain)) {
    if (value !== undefined && value !== null) Object.assign(merged, { [key]: value });
  }
  if (defaultAddr) merged.defaultAddr = mergeAddress(held, defaultAddr);
  if (attachments) merged.attachments = mergeTyped(held.attachments ?? [], attachments, (a) => a.attachmentType);
  if (biometrics) merged.biometrics = mergeTyped(held.biometrics ?? [], biometrics, (b) => b.biometricType);
  return merged;
}

function mergeAddress(held: PartyProfile, update: ProfileAddress): ProfileAddress {
  const { actionType: _action, ...fields } = update;
  return {
    ...held.defaultAddr,
    ...fields,
    partyAddrId: held.defaultAddr?.partyAddrId ?? `PA-${held.partyId}`,
  };
}

function mergeTyped<T extends ProfileAttachment | ProfileBiometric>(
  held: readonly T[],
  update: readonly T[],
  typeOf: (item: T) => number,
): T[] {
  const result = [...held];
  for (const item of update) {
    const { actionType: _action, ...stored } = item;
    const index = result.findIndex((h) => typeOf(h) === typeOf(item));
    if (index >= 0) result[index] = stored as T;
    else result.push(stored as T);
  }
  return result;
}

/** Whether the profile holds a face (biometric type 1). */
export function hasFace(profile: PartyProfile): boolean {
  return (profile.biometrics ?? []).some((b) => b.biometricType === BIOMETRIC_TYPE_FACE && b.charcFilePath);
}
