import { describe, expect, it, vi } from 'vitest';
import {
  canSubmitMemorableWord,
  memorableWordChanged,
  memorableWordError,
  memorableWordFailed,
  memorableWordPattern,
} from './memorableWord';

describe('memorable word (F3.10, spec 03 §4, §5, §8)', () => {
  const byDefault = memorableWordPattern(undefined);

  it.each([
    ['abcd', true],
    ['abcdefghijkl', true],
    ['abc', false],
    ['abcdefghijklm', false],
    ['abcd1', false],
    ['ab cd', false],
    ['', false],
  ])('default pattern (4–12 letters): %j → %s', (word, valid) => {
    expect(canSubmitMemorableWord({ word }, byDefault)).toBe(valid);
  });

  it('takes the configured UC_SEC_PIN_REGEX when it is safe', () => {
    const digits = memorableWordPattern('^\\d{4,6}$');
    expect(canSubmitMemorableWord({ word: '2468' }, digits)).toBe(true);
    expect(canSubmitMemorableWord({ word: 'word' }, digits)).toBe(false);
  });

  it('keeps the default, with a warning, when the configured pattern is unsafe', () => {
    const warn = vi.fn();
    const pattern = memorableWordPattern('^(a+)+$', warn);
    expect(pattern.source).toBe('^[A-Za-z]{4,12}$');
    expect(warn).toHaveBeenCalledOnce();
  });

  it('a failed check shows the server message, else ours, and disables Next until the word changes', () => {
    const failed = memorableWordFailed({ word: 'falcon' }, 'Nope');
    expect(failed.failure).toEqual({ text: 'Nope' });
    expect(canSubmitMemorableWord(failed, byDefault)).toBe(false);
    expect(memorableWordFailed({ word: 'falcon' }, ' ').failure).toEqual({ messageKey: 'gaia_stepup_memorable_wrong' });
    const changed = memorableWordChanged(failed, 'falcons');
    expect(changed.failure).toBeUndefined();
    expect(canSubmitMemorableWord(changed, byDefault)).toBe(true);
    expect(memorableWordChanged(failed, 'falcon')).toBe(failed);
  });

  it.each([
    ['', undefined],
    ['ab1', 'gaia_stepup_memorable_invalid'],
    ['falcon', undefined],
  ])('the field hint for %j is %s', (word, error) => {
    expect(memorableWordError(word, byDefault)).toBe(error);
  });
});
