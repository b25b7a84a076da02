import { expect } from 'vitest';
import fc from 'fast-check';

/**
 * Property check of a dollar amount formatter (not shipped): any whole number of cents within
 * ±`maxCents` shows with grouped thousands and exactly two decimals, and reading the text back
 * gives the amount. Money and table prices format the same amounts, so they answer the same check.
 */
export function expectDollarRoundTrip(
  format: (amount: number) => string,
  read: (text: string) => number | undefined,
  maxCents: number,
): void {
  fc.assert(
    fc.property(fc.integer({ min: -maxCents, max: maxCents }), (cents) => {
      const amount = cents / 100;
      const text = format(amount);
      expect(text).toMatch(/^-?\$\d{1,3}(,\d{3})*\.\d{2}$/);
      expect(read(text)).toBeCloseTo(amount, 2);
    }),
  );
}
