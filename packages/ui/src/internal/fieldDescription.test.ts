import { describe, expect, it } from 'vitest';
import { fieldDescription } from './fieldDescription';

describe('fieldDescription', () => {
  it('names the hint and the error after the field', () => {
    expect(fieldDescription('f', {})).toEqual({ hintId: 'f-hint', errorId: 'f-error', describedBy: undefined });
  });

  it('describes the control by what is shown: hint, the part between, error, then the extra description', () => {
    expect(fieldDescription('f', { hint: 'key', between: 'f-range', error: 'wrong', extra: 'other' }).describedBy).toBe('f-hint f-range f-error other');
    expect(fieldDescription('f', { hint: '', between: false, error: 'wrong' }).describedBy).toBe('f-error');
    expect(fieldDescription('f', { hint: true }).describedBy).toBe('f-hint');
  });
});
