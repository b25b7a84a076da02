import {
  ACCOUNT_MAX_LENGTH,
  checkBirthday,
  classifyAccount,
  defaultPortalConfig,
  defaultRegistrationConfig,
  passwordStrengthRules,
  referralCodeRules,
  validate,
} from '@gaia/domain';

type Json = Record<string, unknown>;

/** The first field of a registration body that is missing or invalid, by its payload name; undefined when all pass. */
export type FieldCheck = (body: Json) => string | undefined;

const isObject = (value: unknown): value is Json => Boolean(value) && typeof value === 'object' && !Array.isArray(value);
const isText = (value: unknown, max = 150): value is string => typeof value === 'string' && value.trim() !== '' && value.length <= max;
const optionalText = (value: unknown, max = 150) => value === undefined || value === null || isText(value, max);
const isUpper = (value: unknown) => typeof value === 'string' && value === value.toUpperCase();
const today = () => {
  const now = new Date();
  return `${now.getFullYear()}${String(now.getMonth() + 1).padStart(2, '0')}${String(now.getDate()).padStart(2, '0')}`;
};

/**
 * The account fields shared by register and upgrade (spec 02 §5 "Sign-up step one"). The ID number
 * is checked whenever it is sent; only the upgrade requires it (the profile waiting is found by it):
 * an account opened by mobile or e-mail alone (the alternative form in reading B) has none yet.
 */
function accountProblem(info: Json, idRequired: boolean): string | undefined {
  if (!isText(info.userName, 120)) return 'userName';
  if ((idRequired || info.idNbr !== undefined) && (!isText(info.idNbr, 30) || /\s/.test(info.idNbr) || !isUpper(info.idNbr))) return 'idNbr';
  if (!optionalText(info.mobile, ACCOUNT_MAX_LENGTH) || (info.mobile && classifyAccount(String(info.mobile), defaultPortalConfig) !== 'MOBILE')) return 'mobile';
  if (!optionalText(info.email, ACCOUNT_MAX_LENGTH) || (info.email && classifyAccount(String(info.email), defaultPortalConfig) !== 'EMAIL')) return 'email';
  if (!info.mobile && !info.email) return 'mobile';
  if (info.referralCode !== undefined && !(typeof info.referralCode === 'string' && validate(info.referralCode, referralCodeRules) === undefined)) return 'referralCode';
  if (!isText(info.password, 4096)) return 'password';
  if (info.otp !== undefined && !(typeof info.otp === 'string' && /^\d{4,8}$/.test(info.otp))) return 'otp';
  return undefined;
}

/** A list of attachments or biometrics: each an object with its type and path. */
function listProblem(list: unknown, typeField: string, pathField: string): boolean {
  if (list === undefined) return false;
  return !Array.isArray(list) || list.length > 10 || !list.every((item) => isObject(item) && typeof item[typeField] === 'number' && isText(item[pathField], 300));
}

/**
 * The individual's fields (spec 02 §3, §5): each present field must have its shape — names upper
 * case, gender male or female, the birthday a real YYYYMMDD within the configured ages, the address
 * street at most 150, non-nationals with idType and a future idExpDate. The ID number and the
 * nationality go together: both required once any ID field is sent (or the account carries an ID),
 * both absent for an account opened by mobile or e-mail alone.
 */
function individualProblem(person: Json, accountHasId: boolean): string | undefined {
  const withId = accountHasId || ['idNbr', 'nationality', 'idType', 'idExpDate'].some((field) => person[field] !== undefined);
  if (withId && !isText(person.idNbr, 30)) return 'individual.idNbr';
  if (withId && !isText(person.nationality, 3)) return 'individual.nationality';
  for (const name of ['firstName', 'lastName'] as const) {
    if (!optionalText(person[name], 60) || (person[name] !== undefined && !isUpper(person[name]))) return `individual.${name}`;
  }
  if (person.gender !== undefined && person.gender !== 'male' && person.gender !== 'female') return 'individual.gender';
  if (person.birthday !== undefined && (typeof person.birthday !== 'string' || checkBirthday(person.birthday, today(), defaultRegistrationConfig.kycAgeLimit)))
    return 'individual.birthday';
  if (!optionalText(person.title, 30)) return 'individual.title';
  if (!optionalText(person.maritalStatus, 30)) return 'individual.maritalStatus';
  if (person.defaultAddr !== undefined) {
    const addr = person.defaultAddr;
    if (!isObject(addr) || !isText(addr.addrId, 60) || !isText(addr.detailAddr1, 150) || !isUpper(addr.detailAddr1) || !optionalText(addr.detailAddr2, 300))
      return 'individual.defaultAddr';
  }
  if (listProblem(person.attachments, 'attachmentType', 'filePath')) return 'individual.attachments';
  if (listProblem(person.biometrics, 'biometricType', 'charcFilePath')) return 'individual.biometrics';
  if (person.idType !== undefined && person.idType !== defaultRegistrationConfig.nationalIdType) {
    const expiry = person.idExpDate;
    if (typeof expiry !== 'string' || checkBirthday(expiry, today()) !== 'future') return 'individual.idExpDate';
  }
  return undefined;
}

/** POST /uc/reg/register/individual {userRegisterInfo, individual}. */
export const registrationProblem: FieldCheck = (body) => {
  if (!isObject(body.userRegisterInfo)) return 'userRegisterInfo';
  if (!isObject(body.individual)) return 'individual';
  const info = body.userRegisterInfo;
  // An ID in the individual is the account's too: it signs in with it, so it must be in both.
  if (info.idNbr === undefined && body.individual.idNbr !== undefined) return 'idNbr';
  return accountProblem(info, false) ?? individualProblem(body.individual, info.idNbr !== undefined);
};

/** POST /uc/reg/user/upgrade/individual {userUpgradeInfo, profile}. */
export const upgradeProblem: FieldCheck = (body) => {
  if (!isObject(body.userUpgradeInfo)) return 'userUpgradeInfo';
  if (!isObject(body.profile) || !isText(body.profile.partyId, 60)) return 'profile';
  const profile = body.profile;
  if (listProblem(profile.attachments, 'attachmentType', 'filePath')) return 'profile.attachments';
  if (listProblem(profile.biometrics, 'biometricType', 'charcFilePath')) return 'profile.biometrics';
  return accountProblem(body.userUpgradeInfo, true);
};

/** A password that meets the default strength rules (spec 02 §5). */
export function strongPassword(password: string): boolean {
  return passwordStrengthRules(defaultRegistrationConfig.passwordLength).every((rule) => rule.test(password));
}
