import { describe, expect, it } from 'vitest';
import { isCodeOf } from './codeTable';

const Fruit = { apple: 'APPLE', pear: 'PEAR' } as const;

describe('isCodeOf', () => {
  it.each(['APPLE', 'PEAR'])('accepts a code of the table: %s', (value) => {
    expect(isCodeOf(Fruit, value)).toBe(true);
  });

  it.each([['apple'], ['APPLE '], [''], [null], [undefined], [1], [{}]])(
    'refuses anything else: %j',
    (value) => {
      expect(isCodeOf(Fruit, value)).toBe(false);
    },
  );
});
