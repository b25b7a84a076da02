import { describe, expect, it } from 'vitest';
import { CORPORATE_MAX_LINE_REQUEST, canConfirmLineCount, lineCountLimits, maxLineRequest, nextLineCount } from './lineCount';

describe('F3.12 request-line-count rules', () => {
  it('gives individuals the allowed count minus the current count, or the approval reqMaxLine', () => {
    expect(maxLineRequest('INDIVIDUAL', { maxAllowedSubsCount: 5, subsCount: 2 })).toBe(3);
    expect(maxLineRequest('INDIVIDUAL', { maxAllowedSubsCount: 5, subsCount: 2, reqMaxLine: 4 })).toBe(4);
    expect(maxLineRequest('INDIVIDUAL', { maxAllowedSubsCount: 5, subsCount: 2, reqMaxLine: null })).toBe(3);
    expect(maxLineRequest('INDIVIDUAL', { maxAllowedSubsCount: 2, subsCount: 3 })).toBe(0);
    expect(maxLineRequest('INDIVIDUAL', undefined)).toBe(0);
  });

  it('gives corporates 50 whatever the approval says', () => {
    expect(CORPORATE_MAX_LINE_REQUEST).toBe(50);
    expect(maxLineRequest('CORPORATE', { maxAllowedSubsCount: 5, subsCount: 2, reqMaxLine: 3 })).toBe(50);
  });

  it('opens at the maximum for individuals and at 1 for corporates', () => {
    expect(lineCountLimits('INDIVIDUAL', { maxAllowedSubsCount: 5, subsCount: 2 })).toEqual({ min: 1, max: 3, initial: 3 });
    expect(lineCountLimits('CORPORATE', null)).toEqual({ min: 1, max: 50, initial: 1 });
    expect(lineCountLimits('INDIVIDUAL', { maxAllowedSubsCount: 2, subsCount: 2 })).toEqual({ min: 0, max: 0, initial: 0 });
  });

  it('ignores changes outside 1..max and anything but digits', () => {
    expect(nextLineCount(3, '2', 3)).toBe(2);
    expect(nextLineCount(3, 4, 3)).toBe(3);
    expect(nextLineCount(3, '0', 3)).toBe(3);
    expect(nextLineCount(3, '-1', 3)).toBe(3);
    expect(nextLineCount(3, '1.5', 3)).toBe(3);
    expect(nextLineCount(3, 'a', 3)).toBe(3);
    expect(nextLineCount(1, ' 50 ', 50)).toBe(50);
  });

  it('disables Confirm at 0 or below', () => {
    expect(canConfirmLineCount(1, 3)).toBe(true);
    expect(canConfirmLineCount(0, 3)).toBe(false);
    expect(canConfirmLineCount(-1, 3)).toBe(false);
    expect(canConfirmLineCount(4, 3)).toBe(false);
  });
});
