import { isJsonObject, nonEmptyText } from '../../kernel/format/jsonObject';
import type { AgeLimits } from '../age';
import { defaultRegistrationConfig, type RegistrationConfig } from '../registrationConfig';

function whole(value: unknown, min: number, max: number): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= min && number <= max
    ? number
    : undefined;
}

function ages(value: unknown, fallback: AgeLimits): AgeLimits {
  if (!isJsonObject(value)) return fallback;
  const minAge = whole(value.minAge, 0, 150) ?? fallback.minAge;
  const maxAge = whole(value.maxAge, 0, 150) ?? fallback.maxAge;
  if (minAge !== undefined && maxAge !== undefined && minAge > maxAge) return fallback;
  return { minAge, maxAge };
}

/** A list of file suffixes: lower case, without the dot; a comma-separated text is accepted too. */
function suffixes(value: unknown, fallback: readonly string[]): readonly string[] {
  const items =
    typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : undefined;
  if (!items) return fallback;
  const list = items
    .filter((item): item is string => typeof item === 'string')
    .map((item) => item.trim().replace(/^\./, '').toLowerCase())
    .filter((item) => /^[a-z0-9]{1,10}$/.test(item));
  return list.length > 0 ? list : fallback;
}

function passwordLength(value: unknown): RegistrationConfig['passwordLength'] {
  const fallback = defaultRegistrationConfig.passwordLength;
  if (!isJsonObject(value)) return fallback;
  const minLength = whole(value.minLength, 1, 64);
  const maxLength = whole(value.maxLength, 1, 64);
  return minLength !== undefined && maxLength !== undefined && minLength <= maxLength
    ? { minLength, maxLength }
    : fallback;
}

/**
 * The registration configuration from the server's answer (spec 02: "other configuration calls in
 * registration … paths not shown"; ours is one GET, see submissionCalls). Each field is read on its
 * own: a missing or malformed field takes its default, so a partial answer never breaks sign-up.
 */
export function parseRegistrationConfig(raw: unknown): RegistrationConfig {
  const d = defaultRegistrationConfig;
  if (!isJsonObject(raw)) return d;
  const nullable = raw.faceNullable;
  return {
    reading: raw.reading === 'A' || raw.reading === 'B' ? raw.reading : d.reading,
    otpLength: whole(raw.otpLength, 4, 8) ?? d.otpLength,
    kycAgeLimit: ages(raw.kycAgeLimit, d.kycAgeLimit),
    corporateAgeLimit: ages(raw.corporateAgeLimit, d.corporateAgeLimit),
    idCopyFileTypes: suffixes(raw.idCopyFileTypes, d.idCopyFileTypes),
    companyDocumentFileTypes: suffixes(raw.companyDocumentFileTypes, d.companyDocumentFileTypes),
    faceNullable: nullable === 'Y' || nullable === 'N' ? nullable : d.faceNullable,
    allowOcrModify: typeof raw.allowOcrModify === 'boolean' ? raw.allowOcrModify : d.allowOcrModify,
    defaultNationality: nonEmptyText(raw.defaultNationality) ?? d.defaultNationality,
    nationalIdType: nonEmptyText(raw.nationalIdType) ?? d.nationalIdType,
    nonNationalIdType: nonEmptyText(raw.nonNationalIdType) ?? d.nonNationalIdType,
    passwordLength: passwordLength(raw.passwordLength),
  };
}

/** Whether a face must be captured before submitting (faceCollectConfig nullable N, spec 02 §3, §5). */
export function isFaceRequired(config: Pick<RegistrationConfig, 'faceNullable'>): boolean {
  return config.faceNullable === 'N';
}
