import { describe, expect, it } from 'vitest';
import { formatDurationHms } from './duration';

describe('formatDurationHms (F3.15)', () => {
  it('formats HH:mm:ss', () => {
    expect(formatDurationHms(0)).toBe('00:00:00');
    expect(formatDurationHms(1000)).toBe('00:00:01');
    expect(formatDurationHms(65_000)).toBe('00:01:05');
    expect(formatDurationHms(3_909_000)).toBe('01:05:09');
    expect(formatDurationHms(30 * 60_000)).toBe('00:30:00');
  });

  it('counts a partial second as a whole one, so zero means time is up', () => {
    expect(formatDurationHms(1)).toBe('00:00:01');
    expect(formatDurationHms(59_001)).toBe('00:01:00');
  });

  it('lets hours pass 24 and shows zero for negative or unreadable values', () => {
    expect(formatDurationHms(27 * 3_600_000)).toBe('27:00:00');
    expect(formatDurationHms(-5)).toBe('00:00:00');
    expect(formatDurationHms(Number.NaN)).toBe('00:00:00');
  });
});
