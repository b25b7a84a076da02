import type { MaskRule } from '../config/portalConfig';

/**
 * Masking (F0.7; spec 02 §9 "Mask helper defaults: 3 leading, 3 trailing, 4 stars"; spec 03 §5
 * "SIM serial shown partly masked (4)").
 */

/** The default rule: 3 characters kept at the start, 3 at the end, 4 stars between. */
export const DEFAULT_MASK_RULE: Readonly<MaskRule> = Object.freeze({ leading: 3, trailing: 3, stars: 4 });

/** The mask character. */
export const MASK_CHARACTER = '*';

function whole(value: number | undefined, fallback: number): number {
  return value === undefined || !Number.isFinite(value) ? fallback : Math.max(0, Math.floor(value));
}

/**
 * F0.7: keeps `leading` characters and `trailing` characters and puts `stars` stars between them
 * ("0771234567" → "077****567"). The number of stars never depends on the length, so the mask does
 * not reveal how much is hidden. Characters are counted as code points.
 *
 * Not in the documents: a value too short to hide anything with the rule (length ≤ leading +
 * trailing) still gets masked — at most half of it stays visible — because a person expects a
 * masked value never to be shown whole. Empty values stay empty.
 */
export function maskText(value: string | null | undefined, rule: Partial<MaskRule> = {}): string {
  const chars = Array.from(value ?? '');
  if (chars.length === 0) return '';
  let leading = whole(rule.leading, DEFAULT_MASK_RULE.leading);
  let trailing = whole(rule.trailing, DEFAULT_MASK_RULE.trailing);
  const stars = MASK_CHARACTER.repeat(whole(rule.stars, DEFAULT_MASK_RULE.stars));
  if (leading + trailing >= chars.length) {
    const visible = Math.floor(chars.length / 2);
    const wantedTotal = leading + trailing;
    // Share the visible characters in the rule's proportions, start first.
    const lead = wantedTotal === 0 ? 0 : Math.min(leading, Math.floor((visible * leading) / wantedTotal));
    leading = lead;
    trailing = Math.min(trailing, visible - lead);
  }
  return `${chars.slice(0, leading).join('')}${stars}${trailing > 0 ? chars.slice(-trailing).join('') : ''}`;
}

/** The last `count` characters (code points) of a value; the whole value when shorter. */
export function lastCharacters(value: string | null | undefined, count: number): string {
  const chars = Array.from(value ?? '');
  const n = Math.max(0, Math.floor(count));
  return n === 0 ? '' : chars.slice(-n).join('');
}

/** Characters of the SIM serial (iccid) that stay visible (spec 02 §2, spec 03 §5). */
export const ICCID_VISIBLE_CHARACTERS = 4;

/**
 * F2.16: the SIM serial as the SIM card list shows it — its last 4 characters after 4 stars
 * ("8926300000012345678" → "****5678"). An empty serial stays empty.
 */
export function maskIccid(iccid: string | null | undefined): string {
  const tail = lastCharacters(iccid, ICCID_VISIBLE_CHARACTERS);
  return tail ? `${MASK_CHARACTER.repeat(4)}${tail}` : '';
}
