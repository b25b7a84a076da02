import { digitsOnly, toAsciiDigits } from './normalise';

/**
 * Phone numbers with a country calling code (E.164: '+', the country code, the national
 * significant number, at most 15 digits). A small table of the countries the operator's customers
 * call from or roam in; no pattern is run, only digit counts, so every check is linear.
 */

/** ISO 3166-1 alpha-2 codes of the countries in the table. */
export type PhoneCountryCode = 'ZW' | 'ZA' | 'ZM' | 'MZ' | 'BW' | 'GB' | 'AE' | 'SA';

export interface PhoneCountry {
  /** ISO 3166-1 alpha-2 code, also the key for the country's name (Intl.DisplayNames). */
  readonly code: PhoneCountryCode;
  /** The country calling code, digits only (no '+'). */
  readonly dialCode: string;
  /** Accepted lengths of the national significant number (without the trunk prefix), ascending. */
  readonly lengths: readonly number[];
  /** The prefix dialled before a number inside the country ('0'); it is not part of E.164. */
  readonly trunkPrefix?: string;
}

/** The country table: mobile lengths first, fixed-line lengths where they differ. */
export const PHONE_COUNTRIES: readonly PhoneCountry[] = [
  { code: 'ZW', dialCode: '263', lengths: [9], trunkPrefix: '0' },
  { code: 'ZA', dialCode: '27', lengths: [9], trunkPrefix: '0' },
  { code: 'ZM', dialCode: '260', lengths: [9], trunkPrefix: '0' },
  { code: 'MZ', dialCode: '258', lengths: [8, 9] },
  { code: 'BW', dialCode: '267', lengths: [7, 8] },
  { code: 'GB', dialCode: '44', lengths: [9, 10], trunkPrefix: '0' },
  { code: 'AE', dialCode: '971', lengths: [8, 9], trunkPrefix: '0' },
  { code: 'SA', dialCode: '966', lengths: [8, 9], trunkPrefix: '0' },
];

/** The operator's home country, chosen when nothing else is known. */
export const DEFAULT_PHONE_COUNTRY: PhoneCountryCode = 'ZW';

/** Message keys of the phone-number rule. */
export const PHONE_MESSAGE_KEYS = {
  required: 'gaia_kitforms_phone_error_required',
  country: 'gaia_kitforms_phone_error_country',
  length: 'gaia_kitforms_phone_error_length',
} as const;

/** The longest E.164 number (ITU-T E.164 §6). */
const E164_MAX_DIGITS = 15;

/** The country of a code, or undefined when it is not in the table. */
export function phoneCountry(code: string): PhoneCountry | undefined {
  return PHONE_COUNTRIES.find((country) => country.code === code);
}

/** The longest national number a person may type for a country, trunk prefix included. */
export function maxNationalInput(country: PhoneCountry): number {
  return Math.max(...country.lengths) + (country.trunkPrefix?.length ?? 0);
}

/** The national significant number: digits only, the trunk prefix dropped when present. */
export function nationalSignificantNumber(country: PhoneCountry, national: string): string {
  const digits = digitsOnly(national);
  const trunk = country.trunkPrefix;
  return trunk && digits.startsWith(trunk) ? digits.slice(trunk.length) : digits;
}

/**
 * The national number as typed, kept to digits (Arabic-Indic converted) and cut at the longest the
 * country allows.
 */
export function normaliseNationalNumber(country: PhoneCountry, national: string): string {
  return digitsOnly(national).slice(0, maxNationalInput(country));
}

export interface PhoneNumberParts {
  /** The chosen country's code ('' when none). */
  country: string;
  /** The national number as typed (a trunk prefix allowed). */
  national: string;
}

/**
 * Splits an international number — '+263 77 123 4567', '00263771234567', '+44 (0)20 7946 0000' —
 * into a country of the table and its national significant number. Undefined when the text does
 * not start with '+' or '00', or its country code is not in the table.
 */
export function splitPhoneNumber(text: string): PhoneNumberParts | undefined {
  const trimmed = toAsciiDigits(text).trim();
  let digits: string;
  if (trimmed.startsWith('+')) digits = digitsOnly(trimmed.slice(1));
  else if (trimmed.startsWith('00')) digits = digitsOnly(trimmed.slice(2));
  else return undefined;
  if (digits.length > E164_MAX_DIGITS + 1) return undefined;
  // Country codes are prefix-free, so at most one country of the table matches.
  const country = PHONE_COUNTRIES.find((candidate) => digits.startsWith(candidate.dialCode));
  if (!country) return undefined;
  return { country: country.code, national: nationalSignificantNumber(country, digits.slice(country.dialCode.length)) };
}

export interface PhoneRuleOptions {
  /** An empty number fails with the required message. @default false */
  required?: boolean;
}

/**
 * The phone-number rule: undefined when the number passes (or is empty and not required), else a
 * message key of PHONE_MESSAGE_KEYS. The length message takes `{{lengths}}` and `{{dialCode}}`
 * (see phoneNumberHint values).
 */
export function validatePhoneNumber(parts: PhoneNumberParts, options: PhoneRuleOptions = {}): string | undefined {
  const typed = digitsOnly(parts.national);
  if (typed.length === 0) return options.required ? PHONE_MESSAGE_KEYS.required : undefined;
  const country = phoneCountry(parts.country);
  if (!country) return PHONE_MESSAGE_KEYS.country;
  const significant = nationalSignificantNumber(country, typed);
  return country.lengths.includes(significant.length) ? undefined : PHONE_MESSAGE_KEYS.length;
}

/** The number in E.164 ('+263771234567'), or '' when it does not pass the rule or is empty. */
export function toE164(parts: PhoneNumberParts): string {
  const country = phoneCountry(parts.country);
  if (!country || digitsOnly(parts.national).length === 0) return '';
  if (validatePhoneNumber(parts) !== undefined) return '';
  return `+${country.dialCode}${nationalSignificantNumber(country, parts.national)}`;
}

/** An E.164 value back into its parts (undefined when it is not one of the table's countries). */
export function fromE164(value: string): PhoneNumberParts | undefined {
  return value.startsWith('+') ? splitPhoneNumber(value) : undefined;
}
