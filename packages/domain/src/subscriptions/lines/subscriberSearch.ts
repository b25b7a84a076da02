import { toAsciiDigits } from '../../kernel/rules/normalise';
import type { Subscription } from '../subscription';

/**
 * The corporate subscriber search (F3.2, F3.3; spec 03 §6 "the subscriber search box that can look up
 * any number"): a national number of 9 digits (spec 03 §5 "mobile exactly 9 digits"), typed with or
 * without the country code, a leading 0, spaces or Arabic-Indic digits.
 */

export const SUBSCRIBER_NUMBER_LENGTH = 9;
/** The country code the operator's numbers carry (the sandbox's and the seed's). */
export const DEFAULT_COUNTRY_PREFIX = '263';

export const SubscriberSearchMessageKey = {
  required: 'gaia_lines_search_required',
  invalid: 'gaia_lines_search_invalid',
  notFound: 'gaia_lines_search_not_found',
} as const;

/** What was typed as the 9-digit national number, or the digits as typed when they do not fit. */
export function normaliseSubscriberNumber(input: string, countryPrefix = DEFAULT_COUNTRY_PREFIX): string {
  let digits = toAsciiDigits(input).replace(/[\s\-().]/g, '');
  if (digits.startsWith('+')) digits = digits.slice(1);
  if (digits.startsWith('00')) digits = digits.slice(2);
  if (digits.startsWith(countryPrefix) && digits.length === countryPrefix.length + SUBSCRIBER_NUMBER_LENGTH) digits = digits.slice(countryPrefix.length);
  if (digits.startsWith('0') && digits.length === SUBSCRIBER_NUMBER_LENGTH + 1) digits = digits.slice(1);
  return digits;
}

/** The search rule: undefined when the number can be looked up, else its message key. */
export function validateSubscriberNumber(input: string, countryPrefix = DEFAULT_COUNTRY_PREFIX): string | undefined {
  if (input.trim() === '') return SubscriberSearchMessageKey.required;
  const number = normaliseSubscriberNumber(input, countryPrefix);
  return /^\d+$/.test(number) && number.length === SUBSCRIBER_NUMBER_LENGTH ? undefined : SubscriberSearchMessageKey.invalid;
}

/**
 * F3.2 spec 03 §6: whether a corporate user gets the switch between the company's lines — only when
 * the full list of the current customer's lines exists (an empty or missing list leaves the
 * subscriber search alone, which still looks up any number of the company).
 */
export function corporateHasLineSwitch(lines: readonly Subscription[] | null | undefined): boolean {
  return (lines?.length ?? 0) > 0;
}
