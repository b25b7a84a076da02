import { describe, expect, it } from 'vitest';
import { dayAfterKey, dayX, nearestDay, niceTicks, valueY } from './scale';

const area = { left: 40, right: 340, top: 10, bottom: 210 };

describe('UsageChart geometry (F3.4)', () => {
  it('ticks run from 0 to a round value at or above the largest day', () => {
    expect(niceTicks(1.3)).toEqual([0, 0.5, 1, 1.5]);
    expect(niceTicks(37)).toEqual([0, 10, 20, 30, 40]);
    expect(niceTicks(1400)).toEqual([0, 500, 1000, 1500]);
    expect(niceTicks(0)).toEqual([0, 1]);
    expect(niceTicks(Number.NaN)).toEqual([0, 1]);
  });

  it('days run in the reading direction', () => {
    expect(dayX(0, 4, area, false)).toBe(40);
    expect(dayX(3, 4, area, false)).toBe(340);
    expect(dayX(0, 4, area, true)).toBe(340);
    expect(dayX(3, 4, area, true)).toBe(40);
    expect(dayX(0, 1, area, false)).toBe(190);
  });

  it('values rise from the bottom', () => {
    expect(valueY(0, 10, area)).toBe(210);
    expect(valueY(10, 10, area)).toBe(10);
    expect(valueY(5, 0, area)).toBe(210);
  });

  it('finds the day under the pointer in either direction', () => {
    expect(nearestDay(45, 4, area, false)).toBe(0);
    expect(nearestDay(335, 4, area, false)).toBe(3);
    expect(nearestDay(335, 4, area, true)).toBe(0);
    expect(nearestDay(1000, 4, area, false)).toBe(3);
  });

  it('arrow keys move on screen: Right is the next day in left-to-right, the previous in right-to-left', () => {
    expect(dayAfterKey('ArrowRight', 2, 30, false)).toBe(3);
    expect(dayAfterKey('ArrowRight', 2, 30, true)).toBe(1);
    expect(dayAfterKey('ArrowLeft', 0, 30, false)).toBe(0);
    expect(dayAfterKey('End', 2, 30, false)).toBe(29);
    expect(dayAfterKey('Home', 20, 30, true)).toBe(0);
    expect(dayAfterKey('PageDown', 25, 30, false)).toBe(29);
    expect(dayAfterKey('PageUp', 10, 30, false)).toBe(3);
    expect(dayAfterKey('Enter', 2, 30, false)).toBeUndefined();
  });
});
