import { compileOptionalPattern } from '@gaia/domain';
import { bilingualRecords, type ReferenceRecord } from './referenceRecord';

/**
 * The national ID of Zimbabwe: two digits (the registration office), an optional dash, six or seven
 * digits, the check letter and two digits (the district), e.g. 63-123456A78.
 */
export const NATIONAL_ID_FORMAT_RULE = '^\\d{2}-?\\d{6,7}[A-Z]\\d{2}$';
/** A passport number: 6 to 20 letters and digits (ICAO documents use up to 9; some issuers more). */
export const PASSPORT_FORMAT_RULE = '^[A-Z0-9]{6,20}$';

const NATIONAL_ID_TYPE: ReferenceRecord = {
  ID: '1',
  NAME: 'National ID',
  NAME_AR: 'الهوية الوطنية',
  ID_FORMAT_RULE: NATIONAL_ID_FORMAT_RULE,
};
const PASSPORT_ID_TYPE: ReferenceRecord = {
  ID: '2',
  NAME: 'Passport',
  NAME_AR: 'جواز السفر',
  ID_FORMAT_RULE: PASSPORT_FORMAT_RULE,
};

/**
 * Nationalities and ID types (entities UC_NATIONALITY, UC_ID_TYPE, UC_NON_NATIONAL_ID_TYPE of
 * @gaia/domain's ReferenceEntity). ID type 1 is for nationals (ZWE), type 2 for everybody else
 * (RegistrationConfig.nationalIdType / nonNationalIdType).
 */
export const identityLists: Record<string, ReferenceRecord[]> = {
  UC_NATIONALITY: bilingualRecords([
    ['ZWE', 'Zimbabwe', 'زيمبابوي'],
    ['ZAF', 'South Africa', 'جنوب أفريقيا'],
    ['ZMB', 'Zambia', 'زامبيا'],
    ['BWA', 'Botswana', 'بوتسوانا'],
    ['MOZ', 'Mozambique', 'موزمبيق'],
    ['MWI', 'Malawi', 'ملاوي'],
    ['NAM', 'Namibia', 'ناميبيا'],
    ['KEN', 'Kenya', 'كينيا'],
    ['NGA', 'Nigeria', 'نيجيريا'],
    ['EGY', 'Egypt', 'مصر'],
    ['SAU', 'Saudi Arabia', 'المملكة العربية السعودية'],
    ['ARE', 'United Arab Emirates', 'الإمارات العربية المتحدة'],
    ['IND', 'India', 'الهند'],
    ['CHN', 'China', 'الصين'],
    ['GBR', 'United Kingdom', 'المملكة المتحدة'],
    ['USA', 'United States', 'الولايات المتحدة'],
  ]),
  UC_ID_TYPE: [NATIONAL_ID_TYPE, PASSPORT_ID_TYPE],
  // Everybody but nationals identifies with a passport.
  UC_NON_NATIONAL_ID_TYPE: [PASSPORT_ID_TYPE],
};

/** The format rule of an ID type, compiled (the sandbox's own patterns, checked by its tests). */
export function idFormatRule(idType: string): RegExp | undefined {
  const rule = identityLists.UC_ID_TYPE?.find((type) => type.ID === idType)?.ID_FORMAT_RULE;
  return compileOptionalPattern(rule);
}
