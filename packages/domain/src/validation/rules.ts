/**
 * Rule builders. A rule returns undefined when the value passes, else a message key of the
 * catalogues (never an English sentence), so every layer can translate it.
 */
export type Rule = (value: string) => string | undefined;

export const required =
  (messageKey: string): Rule =>
  (value) =>
    value.trim().length === 0 ? messageKey : undefined;

export const maxLength =
  (max: number, messageKey = 'gaia_validation_max_length'): Rule =>
  (value) =>
    Array.from(value).length > max ? messageKey : undefined;

export const matches =
  (pattern: RegExp, messageKey: string): Rule =>
  (value) =>
    value.length === 0 || pattern.test(value) ? undefined : messageKey;

export const digitsRule =
  (messageKey: string): Rule =>
  (value) =>
    /^\d*$/.test(value) ? undefined : messageKey;

/** Runs rules in order and returns the first failing message key. */
export function validate(value: string, rules: readonly Rule[]): string | undefined {
  for (const rule of rules) {
    const result = rule(value);
    if (result) return result;
  }
  return undefined;
}
