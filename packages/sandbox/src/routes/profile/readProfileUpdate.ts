import {
  DEFAULT_NATIONALITY,
  bankAccountNameRules,
  bankAccountNbrRules,
  bankNameRules,
  birthdayRules,
  calendarDayOf,
  companyNameRules,
  contactNbrRules,
  emailRules,
  firstNameRules,
  idNbrRules,
  lastNameRules,
  registrationNbrRules,
  streetRules,
  suburbRules,
  validate,
  type PartyProfile,
  type Rule,
} from '@gaia/domain';

/**
 * Reads the profile of an update body ({forceCheck, engageLevels, profile}) without trusting it:
 * undefined when its shape is wrong (a bad request), else the profile and the first field rule it
 * breaks (the same rules as the portal's forms, completionRules.ts).
 */

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const STRING_FIELDS = [
  'partyId', 'userId', 'partyName', 'idType', 'idNbr', 'idExpDate', 'contactNbr', 'alterContactNbr', 'grade',
  'title', 'firstName', 'lastName', 'nationality', 'birthday', 'gender', 'email', 'maritalStatus',
] as const;

/** Longest string any profile field may hold (anything longer is refused before a rule sees it). */
const FIELD_MAX = 300;

function readList(value: unknown, typeKey: string, pathKey: string): Record<string, unknown>[] | undefined {
  if (!Array.isArray(value) || value.length > 10) return undefined;
  const valid = value.every(
    (item) => isObject(item) && typeof item[typeKey] === 'number' && typeof item[pathKey] === 'string' && (item[pathKey] as string).length <= FIELD_MAX,
  );
  return valid ? (value as Record<string, unknown>[]) : undefined;
}

/** The profile of the body, or undefined when malformed. */
export function readProfileUpdate(body: Record<string, unknown>, partyType: PartyProfile['partyType']): PartyProfile | undefined {
  const raw = body.profile;
  if (!isObject(raw)) return undefined;
  const profile: Record<string, unknown> = { partyType };
  for (const field of STRING_FIELDS) {
    const value = raw[field];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string' || value.length > FIELD_MAX) return undefined;
    profile[field] = value;
  }
  if (typeof profile.partyId !== 'string') return undefined;
  if (profile.gender !== undefined && profile.gender !== 'male' && profile.gender !== 'female') return undefined;
  if (raw.defaultAddr !== undefined) {
    const addr = raw.defaultAddr;
    if (!isObject(addr)) return undefined;
    for (const key of ['detailAddr1', 'detailAddr2', 'addrId', 'partyAddrId', 'actionType'])
      if (addr[key] !== undefined && (typeof addr[key] !== 'string' || (addr[key] as string).length > FIELD_MAX)) return undefined;
    profile.defaultAddr = addr;
  }
  if (raw.attachments !== undefined) {
    const list = readList(raw.attachments, 'attachmentType', 'filePath');
    if (!list) return undefined;
    profile.attachments = list;
  }
  if (raw.biometrics !== undefined) {
    const list = readList(raw.biometrics, 'biometricType', 'charcFilePath');
    if (!list) return undefined;
    profile.biometrics = list;
  }
  if (raw.bank !== undefined) {
    const bank = raw.bank;
    if (!isObject(bank) || !['bankName', 'bankAccountNbr', 'bankAccountName'].every((k) => typeof bank[k] === 'string' && (bank[k] as string).length <= FIELD_MAX))
      return undefined;
    profile.bank = bank;
  }
  return profile as unknown as PartyProfile;
}

/** The first rule the update breaks (a message key), checking only the fields it carries. */
export function profileUpdateError(profile: PartyProfile, now: number): string | undefined {
  const checks: [string | undefined, readonly Rule[]][] = [
    [profile.idNbr, profile.partyType === 'CORPORATE' ? registrationNbrRules : idNbrRules(profile.nationality ?? DEFAULT_NATIONALITY)],
    [profile.contactNbr, contactNbrRules],
    [profile.email, emailRules(false)],
    [profile.defaultAddr?.detailAddr1, streetRules],
    [profile.defaultAddr?.detailAddr2, suburbRules],
    [profile.bank?.bankName, bankNameRules],
    [profile.bank?.bankAccountNbr, bankAccountNbrRules],
    [profile.bank?.bankAccountName, bankAccountNameRules],
  ];
  if (profile.partyType === 'CORPORATE') checks.push([profile.partyName, companyNameRules]);
  else
    checks.push(
      [profile.firstName, firstNameRules],
      [profile.lastName, lastNameRules],
      [profile.birthday, birthdayRules(calendarDayOf(new Date(now)))],
    );
  for (const [value, rules] of checks) {
    if (value === undefined) continue;
    const error = validate(value, rules);
    if (error) return error;
  }
  return undefined;
}
