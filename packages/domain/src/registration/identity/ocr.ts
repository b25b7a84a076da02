import { nonEmptyText } from '../../kernel/format/jsonObject';
import { parseBirthday } from '../age';
import { stripSpaces, upperCase } from '../../kernel/rules/normalise';
import type { RegistrationConfig } from '../registrationConfig';
import type { IdentityFormValues } from './identityRules';
import { NAME_MAX_LENGTH } from './identityRules';
import type { IdDocumentKind, IdentityData, OcrReading } from './model';

/**
 * OCR of an ID document (spec 02 §2 "OCR document type choice; ID scan", §3 "OCR", §7; F2.5): the
 * document chosen gives the ID type sent; what the reader answers prefills the identity form.
 */

/** Spec 02 §3: OCR's nationality when none is given. */
export const OCR_DEFAULT_NATIONALITY = 'ZWE';

/** The document camera's frame (spec 02 §9 "document camera 1280x720 JPEG"). */
export const DOCUMENT_FRAME = { width: 1280, height: 720 } as const;

/** The ID type OCR is asked to read for a document kind (the configured national and non-national types). */
export function documentIdType(
  kind: IdDocumentKind,
  config: Pick<RegistrationConfig, 'nationalIdType' | 'nonNationalIdType'>,
): string {
  return kind === 'nationalId' ? config.nationalIdType : config.nonNationalIdType;
}

/** The document a person of this nationality most likely holds: nationals an ID card, others a passport. */
export function likelyDocument(nationality: string, defaultNationality: string): IdDocumentKind {
  return nationality.trim().toUpperCase() === defaultNationality.trim().toUpperCase()
    ? 'nationalId'
    : 'passport';
}

function name(value: unknown): string | undefined {
  const read = nonEmptyText(value);
  return read && read.length <= NAME_MAX_LENGTH ? upperCase(read) : undefined;
}

function day(value: unknown): string | undefined {
  const read = nonEmptyText(value);
  return read && parseBirthday(read) ? read : undefined;
}

function gender(value: unknown): OcrReading['gender'] {
  const read = nonEmptyText(value)?.toLowerCase();
  if (read === 'male' || read === 'm') return 'male';
  if (read === 'female' || read === 'f') return 'female';
  return undefined;
}

/**
 * F2.5: what an OCR answer's data says, keeping only what is well-formed — names upper-cased, days
 * as real YYYYMMDD days, gender male or female, the ID number without spaces and upper-cased. A
 * field that does not pass is left out (the person fills it in).
 */
export function parseOcrReading(data: unknown): OcrReading {
  if (typeof data !== 'object' || data === null) return {};
  const record = data as Record<string, unknown>;
  const reading: OcrReading = {};
  const idNbr = nonEmptyText(record.idNbr);
  if (idNbr) reading.idNbr = upperCase(stripSpaces(idNbr));
  const firstName = name(record.firstName);
  if (firstName) reading.firstName = firstName;
  const lastName = name(record.lastName);
  if (lastName) reading.lastName = lastName;
  const birthday = day(record.birthday);
  if (birthday) reading.birthday = birthday;
  const sex = gender(record.gender);
  if (sex) reading.gender = sex;
  const expiry = day(record.idExpDate);
  if (expiry) reading.idExpDate = expiry;
  return reading;
}

/** The identity fields OCR may fill in (the ID number comes from step one and is only compared). */
const PREFILLED: readonly (keyof OcrReading & keyof IdentityFormValues)[] = [
  'gender',
  'firstName',
  'lastName',
  'birthday',
  'idExpDate',
];

/**
 * F2.5: the form values a reading fills in and their names (readByOcr). The expiry only for
 * non-nationals; locked fields (held on an existing profile) are never replaced.
 */
export function ocrPrefill(
  reading: OcrReading,
  options: { nonNational: boolean; locked?: ReadonlySet<string> },
): { values: Partial<IdentityFormValues>; fields: (keyof IdentityData)[] } {
  const values: Partial<IdentityFormValues> = {};
  const fields: (keyof IdentityData)[] = [];
  for (const field of PREFILLED) {
    const value = reading[field];
    if (!value) continue;
    if (field === 'idExpDate' && !options.nonNational) continue;
    if (options.locked?.has(field)) continue;
    values[field] = value;
    fields.push(field);
  }
  return { values, fields };
}

/** An ID number as compared: letters and digits only, upper-cased ("63-2231457 f42" → "632231457F42"). */
function comparableIdNbr(value: string): string {
  return upperCase(value).replace(/[^A-Z0-9]/g, '');
}

/** Whether the document's number differs from the one given on step one (spaces, dashes and case aside). */
export function ocrNumberDiffers(reading: OcrReading, idNbr: string): boolean {
  return Boolean(reading.idNbr) && comparableIdNbr(reading.idNbr ?? '') !== comparableIdNbr(idNbr);
}
