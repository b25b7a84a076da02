import { compileConfiguredPattern, type ConfigWarn } from '../../kernel/config/patternSafety';
import { DEFAULT_MEMORABLE_WORD_PATTERN, MEMORABLE_WORD_MAX_LENGTH } from './model';

/**
 * The memorable-word form (spec 03 §4 "Memorable word", §5, §8; F3.10): Next is enabled only when
 * the word matches the pattern (configured as UC_SEC_PIN_REGEX, run through the pattern-safety
 * check, else 4 to 12 letters); after a failed check Next stays disabled until the word changes;
 * the failure shows the server's resultMsg, else the wrong-memorable-word message.
 */

export const MemorableWordMessageKey = {
  invalid: 'gaia_stepup_memorable_invalid',
  wrong: 'gaia_stepup_memorable_wrong',
} as const;

/** The pattern in force: the configured one when it is safe, else the default. */
export function memorableWordPattern(configured: string | undefined, warn?: ConfigWarn): RegExp {
  return compileConfiguredPattern(configured?.trim() || undefined, DEFAULT_MEMORABLE_WORD_PATTERN, warn, 'memorable-word pattern');
}

/** Whether a word matches the pattern (never longer than the field takes). */
export function isMemorableWordValid(word: string, pattern: RegExp): boolean {
  return word.length <= MEMORABLE_WORD_MAX_LENGTH && pattern.test(word);
}

export interface MemorableWordState {
  word: string;
  /** The word the last failed check was made with, if any. */
  failedWord?: string | undefined;
  /** The failure shown: the server's resultMsg or the message key. */
  failure?: { text: string } | { messageKey: string } | undefined;
}

/** Whether Next is enabled: a valid word, and not the one that just failed. */
export function canSubmitMemorableWord(state: MemorableWordState, pattern: RegExp): boolean {
  return isMemorableWordValid(state.word, pattern) && state.word !== state.failedWord;
}

/** The word typed: a change clears the failure and enables Next again. */
export function memorableWordChanged(state: MemorableWordState, word: string): MemorableWordState {
  if (word === state.word) return state;
  return { word };
}

/** A failed check: the server's message when it gave one, else ours; Next disabled for this word. */
export function memorableWordFailed(state: MemorableWordState, resultMsg: string | undefined): MemorableWordState {
  const text = resultMsg?.trim();
  return { ...state, failedWord: state.word, failure: text ? { text } : { messageKey: MemorableWordMessageKey.wrong } };
}

/** The hint under an invalid word, shown once the field was left (undefined while valid or empty). */
export function memorableWordError(word: string, pattern: RegExp): string | undefined {
  return word === '' || isMemorableWordValid(word, pattern) ? undefined : MemorableWordMessageKey.invalid;
}
