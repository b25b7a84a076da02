import { compileOptionalPattern, type ConfigWarn } from '../../kernel/config/patternSafety';
import type { RegistrationConfig } from '../registrationConfig';
import type { ReferenceRecord } from './model';

/**
 * The ID type of a nationality: the national type for the default nationality (ZWE), the
 * configured non-national type (a passport) for everybody else (spec 02 §5).
 */
export function idTypeFor(nationality: string, config: Pick<RegistrationConfig, 'defaultNationality' | 'nationalIdType' | 'nonNationalIdType'>): string {
  return nationality === config.defaultNationality ? config.nationalIdType : config.nonNationalIdType;
}

/** Whether the nationality is the national one (non-nationals give an ID expiry later, spec 02 §5). */
export function isNational(nationality: string, config: Pick<RegistrationConfig, 'defaultNationality'>): boolean {
  return nationality === config.defaultNationality;
}

/**
 * The format rule (ID_FORMAT_RULE) of an ID type, compiled: the rule comes from the server, so it
 * goes through the pattern-safety check first; a missing or unsafe rule gives undefined (no
 * format check; the server still checks the number).
 */
export function idFormatOf(types: readonly ReferenceRecord[] | undefined, idType: string, warn?: ConfigWarn): RegExp | undefined {
  const rule = types?.find((type) => type.ID === idType)?.ID_FORMAT_RULE;
  return compileOptionalPattern(rule, warn, 'ID format rule');
}
