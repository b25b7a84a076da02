import { compose, limitLength, stripSpaces, toAsciiDigits, type Normaliser } from '../kernel/rules/normalise';

/** Number search (F2.15; spec 02 §5 "Number search: exactly 4 characters, else 'gaia_nbr_search_error_tip'"). */

/** Characters of a number search term (spec 02 §9). */
export const NUMBER_SEARCH_LENGTH = 4;

/** Message key of a search term that is not exactly 4 characters (spec 02 §5). */
export const NUMBER_SEARCH_ERROR_KEY = 'gaia_nbr_search_error_tip';

/**
 * F2.15: the search box as typed — Arabic-Indic digits become ASCII, spaces are removed and the
 * term is cut at 4 characters (a fifth character could never pass the rule).
 */
export const normaliseNumberSearch: Normaliser = compose(toAsciiDigits, stripSpaces, limitLength(NUMBER_SEARCH_LENGTH));

/**
 * F2.15: a search term must be exactly 4 characters, else 'gaia_nbr_search_error_tip'.
 * Not in the documents: an empty box is not a search — it lists numbers without a filter, as a
 * person clearing the box expects — so it passes.
 */
export function validateNumberSearch(term: string): string | undefined {
  const length = Array.from(term.trim()).length;
  if (length === 0) return undefined;
  return length === NUMBER_SEARCH_LENGTH ? undefined : NUMBER_SEARCH_ERROR_KEY;
}
