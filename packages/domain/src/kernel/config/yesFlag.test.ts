import { describe, expect, it } from 'vitest';
import { isYesFlag } from './yesFlag';

describe('isYesFlag', () => {
  it.each([true, 1, 'Y', 'y', ' yes ', 'TRUE', '1'])('%j says yes', (flag) => {
    expect(isYesFlag(flag)).toBe(true);
  });

  it.each([false, 0, 2, 'N', 'no', '', '0', null, undefined, {}])('%j says no', (flag) => {
    expect(isYesFlag(flag)).toBe(false);
  });
});
