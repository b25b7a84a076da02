import { compose, limitLength, stripSpaces, upperCase, type Normaliser } from './normalise';

/**
 * The two ways the areas tidy a short typed value as it is typed (spec 01 §5, spec 02 §5). An
 * account, a mobile or a referral code loses its spaces; an identifier (an ID, a corporate account,
 * a registration number) is also upper-cased. Both are cut to the field's maximum. Kept out of the
 * kernel's public index: each area exports its own named normaliser built from these.
 */

/** No spaces, at most `max` characters. */
export function spacelessUpTo(max: number): Normaliser {
  return compose(stripSpaces, limitLength(max));
}

/** No spaces, upper-cased, at most `max` characters. */
export function identifierUpTo(max: number): Normaliser {
  return compose(stripSpaces, upperCase, limitLength(max));
}
