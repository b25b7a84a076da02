/**
 * Rule builders. A rule returns undefined when the value passes, else a message key of the
 * catalogues (never an English sentence), so every layer can translate it.
 */
export type Rule = (value: string) => string | undefined;

export const required =
  (messageKey: string): Rule =>
  (value) =>
    value.trim().length === 0 ? messageKey : undefined;

/**
 * Whether a value has more than `max` characters (code points, so a pair counts once). Cheap on
 * any length: it decides from the UTF-16 length alone unless the value is near the limit.
 */
export function exceedsLength(value: string, max: number): boolean {
  if (value.length <= max) return false;
  if (value.length > 2 * max) return true;
  return Array.from(value).length > max;
}

export const maxLength =
  (max: number, messageKey = 'gaia_validation_max_length'): Rule =>
  (value) =>
    exceedsLength(value, max) ? messageKey : undefined;

/**
 * The two rules most text fields start with: required, then at most `max` characters. Further
 * rules (a pattern) follow them, so an empty or overlong value never reaches a pattern.
 */
export function requiredWithin(requiredKey: string, max: number, tooLongKey?: string): Rule[] {
  return [required(requiredKey), maxLength(max, tooLongKey)];
}

/**
 * requiredWithin, then the form `pattern` gives: the rules of a required text field with a format
 * (a name, an ID number, a mobile). The pattern runs on at most `max` characters.
 */
export function requiredWithinMatching(
  requiredKey: string,
  max: number,
  tooLongKey: string | undefined,
  pattern: RegExp,
  invalidKey: string,
): Rule[] {
  return [...requiredWithin(requiredKey, max, tooLongKey), matches(pattern, invalidKey, max)];
}

/** Longest value `matches` runs its pattern on, unless told otherwise. */
export const PATTERN_INPUT_MAX_LENGTH = 300;

/**
 * A pattern check. Rule lists put their maxLength rule first; as a last guard, a value longer than
 * `max` fails without the pattern being run, so no pattern ever sees unbounded input.
 */
export const matches =
  (pattern: RegExp, messageKey: string, max = PATTERN_INPUT_MAX_LENGTH): Rule =>
  (value) =>
    value.length === 0
      ? undefined
      : exceedsLength(value, max) || !pattern.test(value)
        ? messageKey
        : undefined;

export const digitsRule =
  (messageKey: string): Rule =>
  (value) =>
    /^\d*$/.test(value) ? undefined : messageKey;

/** Whether a value is exactly `length` ASCII digits, as a one-time code is typed in full. */
export function isDigitsOfLength(value: string, length: number): boolean {
  return value.length === length && /^\d*$/.test(value);
}

/**
 * A code of exactly `length` digits: too short, too long or anything but digits fails with the one
 * `messageKey`, so a code field says one thing until the whole code is there.
 */
export const exactDigits =
  (length: number, messageKey: string): Rule =>
  (value) =>
    isDigitsOfLength(value, length) ? undefined : messageKey;

/** Runs rules in order and returns the first failing message key. */
export function validate(value: string, rules: readonly Rule[]): string | undefined {
  for (const rule of rules) {
    const result = rule(value);
    if (result) return result;
  }
  return undefined;
}
