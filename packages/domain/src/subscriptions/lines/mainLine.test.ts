import { describe, expect, it } from 'vitest';
import type { Subscription } from '../subscription';
import { canSetMainLine, corporateMainLineError, initialLine, mainLineOf, mainLinePrompt } from './mainLine';

const line = (subsId: string, accNbr: string, preferred?: 'Y' | 'N'): Subscription => ({ subsId, accNbr, prefix: '263', ...(preferred ? { subsExtMap: { preferredFlag: preferred } } : {}) });
const lines = [line('S-1', '771234567', 'N'), line('S-2', '781234567', 'Y'), line('S-3', '771112223')];

describe('main line (F3.3)', () => {
  it('finds the line flagged Y, none when no line is', () => {
    expect(mainLineOf(lines)?.subsId).toBe('S-2');
    expect(mainLineOf([line('S-1', '771234567', 'N')])).toBeUndefined();
    expect(mainLineOf(undefined)).toBeUndefined();
  });

  it('disables Set while the selected number is the main line already (spec 03 §4)', () => {
    expect(canSetMainLine(lines[1], lines[1])).toBe(false);
    expect(canSetMainLine(lines[0], lines[1])).toBe(true);
    expect(canSetMainLine(lines[0], undefined)).toBe(true);
    expect(canSetMainLine(undefined, lines[1])).toBe(false);
  });

  it('refuses a corporate number that is the main line now, however it is written (spec 03 §5)', () => {
    expect(corporateMainLineError('077 555 0001', '775550001')).toBe('tip_setmainline_is_main_line_now');
    expect(corporateMainLineError('+263775550001', '263775550001')).toBe('tip_setmainline_is_main_line_now');
    expect(corporateMainLineError('775550002', '775550001')).toBeUndefined();
    expect(corporateMainLineError('775550002', undefined)).toBeUndefined();
  });
});

describe('main-line prompt (F3.3, spec 03 §4)', () => {
  const individual = { partyType: 'INDIVIDUAL' };
  const noMain = [line('S-1', '771234567', 'N'), line('S-3', '771112223')];

  it('prompts an individual with lines and no main line, once the completeness check succeeded', () => {
    expect(mainLinePrompt(individual, noMain, true)).toEqual({ prompt: true });
    expect(mainLinePrompt(individual, noMain, false)).toEqual({ prompt: false });
  });

  it('does not prompt an individual with a main line or without lines', () => {
    expect(mainLinePrompt(individual, lines, true)).toEqual({ prompt: false });
    expect(mainLinePrompt(individual, [], true)).toEqual({ prompt: false });
  });

  it('loads the preferred line of a corporate user who has one, without a prompt', () => {
    expect(mainLinePrompt({ partyType: 'CORPORATE', preferredAccNbr: '775550007', currentCustNbr: 'C-2001' }, noMain, false)).toEqual({ prompt: false, preferred: { accNbr: '775550007' } });
    expect(mainLinePrompt({ partyType: 'CORPORATE', preferredSubsId: 'S-9' }, noMain, false)).toEqual({ prompt: false, preferred: { subsId: 'S-9' } });
  });

  it('prompts a corporate user without a preferred line but with a current customer, when lines exist', () => {
    expect(mainLinePrompt({ partyType: 'CORPORATE', currentCustNbr: 'C-2001' }, noMain, false)).toEqual({ prompt: true });
    expect(mainLinePrompt({ partyType: 'CORPORATE', currentCustNbr: 'C-2001' }, [], false)).toEqual({ prompt: false });
    expect(mainLinePrompt({ partyType: 'CORPORATE' }, noMain, false)).toEqual({ prompt: false });
  });
});

describe('initialLine (F3.2)', () => {
  it('opens on the wanted line, else the main line, else the preferred, else the first', () => {
    expect(initialLine(lines, { wanted: 'S-3' })?.subsId).toBe('S-3');
    expect(initialLine(lines)?.subsId).toBe('S-2');
    const noMain = [line('S-1', '771234567'), line('S-3', '771112223')];
    expect(initialLine(noMain, { preferred: { accNbr: '263771112223' } })?.subsId).toBe('S-3');
    expect(initialLine(noMain, { wanted: 'S-404' })?.subsId).toBe('S-1');
    expect(initialLine([])).toBeUndefined();
  });
});
