import { compileOptionalPattern } from '@gaia/domain';
/** A reference list record as /ecare/common/entity/{code}/records answers it (spec 02 §3). */
export interface ReferenceRecord {
  ID: string;
  NAME: string;
  /** ID types only: the pattern an ID number of the type matches. */
  ID_FORMAT_RULE?: string;
  /** The name in Arabic, answered as NAME to a request in Arabic (the locale header). */
  NAME_AR?: string;
}

/**
 * The national ID of Zimbabwe: two digits (the registration office), an optional dash, six or seven
 * digits, the check letter and two digits (the district), e.g. 63-123456A78.
 */
export const NATIONAL_ID_FORMAT_RULE = '^\\d{2}-?\\d{6,7}[A-Z]\\d{2}$';
/** A passport number: 6 to 20 letters and digits (ICAO documents use up to 9; some issuers more). */
export const PASSPORT_FORMAT_RULE = '^[A-Z0-9]{6,20}$';

/**
 * Nationalities and ID types (entities UC_NATIONALITY, UC_ID_TYPE, UC_NON_NATIONAL_ID_TYPE of
 * @gaia/domain's ReferenceEntity). ID type 1 is for nationals (ZWE), type 2 for everybody else
 * (RegistrationConfig.nationalIdType / nonNationalIdType).
 */
export const identityLists: Record<string, ReferenceRecord[]> = {
  UC_NATIONALITY: [
    { ID: 'ZWE', NAME: 'Zimbabwe', NAME_AR: 'زيمبابوي' },
    { ID: 'ZAF', NAME: 'South Africa', NAME_AR: 'جنوب أفريقيا' },
    { ID: 'ZMB', NAME: 'Zambia', NAME_AR: 'زامبيا' },
    { ID: 'BWA', NAME: 'Botswana', NAME_AR: 'بوتسوانا' },
    { ID: 'MOZ', NAME: 'Mozambique', NAME_AR: 'موزمبيق' },
    { ID: 'MWI', NAME: 'Malawi', NAME_AR: 'ملاوي' },
    { ID: 'NAM', NAME: 'Namibia', NAME_AR: 'ناميبيا' },
    { ID: 'KEN', NAME: 'Kenya', NAME_AR: 'كينيا' },
    { ID: 'NGA', NAME: 'Nigeria', NAME_AR: 'نيجيريا' },
    { ID: 'EGY', NAME: 'Egypt', NAME_AR: 'مصر' },
    { ID: 'SAU', NAME: 'Saudi Arabia', NAME_AR: 'المملكة العربية السعودية' },
    { ID: 'ARE', NAME: 'United Arab Emirates', NAME_AR: 'الإمارات العربية المتحدة' },
    { ID: 'IND', NAME: 'India', NAME_AR: 'الهند' },
    { ID: 'CHN', NAME: 'China', NAME_AR: 'الصين' },
    { ID: 'GBR', NAME: 'United Kingdom', NAME_AR: 'المملكة المتحدة' },
    { ID: 'USA', NAME: 'United States', NAME_AR: 'الولايات المتحدة' },
  ],
  UC_ID_TYPE: [
    { ID: '1', NAME: 'National ID', NAME_AR: 'الهوية الوطنية', ID_FORMAT_RULE: NATIONAL_ID_FORMAT_RULE },
    { ID: '2', NAME: 'Passport', NAME_AR: 'جواز السفر', ID_FORMAT_RULE: PASSPORT_FORMAT_RULE },
  ],
  UC_NON_NATIONAL_ID_TYPE: [
    { ID: '2', NAME: 'Passport', NAME_AR: 'جواز السفر', ID_FORMAT_RULE: PASSPORT_FORMAT_RULE },
  ],
};

/** The format rule of an ID type, compiled (the sandbox's own patterns, checked by its tests). */
export function idFormatRule(idType: string): RegExp | undefined {
  const rule = identityLists.UC_ID_TYPE?.find((type) => type.ID === idType)?.ID_FORMAT_RULE;
  return compileOptionalPattern(rule);
}
