import { expect } from 'vitest';
import fc from 'fast-check';

/**
 * Property check of a text normaliser (not shipped): for any string, the result has the expected
 * form and normalising it again changes nothing. Input fields run every keystroke through such a
 * normaliser, so a second pass that changed the text would move the caret or fight the typing.
 */
export function expectWellFormedAndIdempotent(normalise: (raw: string) => string, form: RegExp): void {
  fc.assert(
    fc.property(fc.string(), (raw) => {
      const out = normalise(raw);
      expect(out).toMatch(form);
      expect(normalise(out)).toBe(out);
    }),
  );
}
