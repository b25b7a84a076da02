import { useState } from 'react';

const ARABIC = /\p{Script=Arabic}/u;
const ZERO_WIDTH_NON_JOINER = '\u200c';

/**
 * Initials of a name: the first letter of the first and of the last word, upper-cased in the
 * locale. Arabic letters are kept apart (a zero-width non-joiner), so they are not joined as a word.
 */
export function initialsOf(name: string | undefined, locale?: string): string {
  const words = (name ?? '').trim().split(/\s+/u).filter(Boolean);
  const first = words[0];
  if (!first) return '';
  const letters = [first, ...(words.length > 1 ? [words[words.length - 1] ?? ''] : [])].map((word) => Array.from(word)[0] ?? '');
  const joiner = letters.every((letter) => ARABIC.test(letter)) ? ZERO_WIDTH_NON_JOINER : '';
  return letters.join(joiner).toLocaleUpperCase(locale);
}

/** Tracks whether the avatar's image failed, so the initials take its place; a new src tries again. */
export function useAvatarImage(src: string | undefined) {
  const [failedSrc, setFailedSrc] = useState<string | undefined>(undefined);
  const showImage = Boolean(src) && failedSrc !== src;
  return { showImage, onError: () => setFailedSrc(src) };
}
