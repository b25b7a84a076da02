import { describe, expect, it } from 'vitest';
import { initialSignaturePadState, signaturePadControls, signaturePadReducer, type SignaturePadAction, type SignaturePadState } from './signaturePad';

const run = (actions: SignaturePadAction[], start: SignaturePadState = initialSignaturePadState) => actions.reduce(signaturePadReducer, start);

describe('signature pad (F2.16)', () => {
  it('starts empty with nothing to clear or confirm', () => {
    expect(initialSignaturePadState).toEqual({ status: 'empty' });
    expect(signaturePadControls(initialSignaturePadState)).toEqual({ canDraw: true, canClear: false, canConfirm: false, canModify: false });
  });

  it('draws, then confirms, which locks the image', () => {
    const confirmed = run([{ type: 'stroke' }, { type: 'confirm', image: 'data:image/png;base64,AAA' }]);
    expect(confirmed).toEqual({ status: 'confirmed', image: 'data:image/png;base64,AAA' });
    expect(signaturePadControls(confirmed)).toEqual({ canDraw: false, canClear: false, canConfirm: false, canModify: true });
    // Locked: strokes and clear do nothing.
    expect(run([{ type: 'stroke' }, { type: 'clear' }], confirmed)).toBe(confirmed);
  });

  it('cannot confirm an empty pad or an empty image', () => {
    expect(run([{ type: 'confirm', image: 'x' }])).toEqual({ status: 'empty' });
    expect(run([{ type: 'stroke' }, { type: 'confirm', image: '' }])).toEqual({ status: 'drawn' });
  });

  it('clears a drawing', () => {
    expect(run([{ type: 'stroke' }, { type: 'clear' }])).toEqual({ status: 'empty' });
  });

  it('modify unlocks a confirmed signature', () => {
    const modified = run([{ type: 'stroke' }, { type: 'confirm', image: 'img' }, { type: 'modify' }]);
    expect(modified.status).toBe('drawn');
    expect(signaturePadControls(modified)).toEqual({ canDraw: true, canClear: true, canConfirm: true, canModify: false });
    expect(run([{ type: 'clear' }], modified)).toEqual({ status: 'empty' });
    expect(run([{ type: 'modify' }])).toEqual({ status: 'empty' });
  });
});
