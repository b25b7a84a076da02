/**
 * Signature pad (F2.16; spec 02 §2 "signature pad (clear, confirm which locks the image, modify)",
 * §4 "Signature pad: clear, confirm, modify").
 */

/** empty: nothing drawn; drawn: strokes not yet confirmed; confirmed: the image is locked. */
export type SignaturePadStatus = 'empty' | 'drawn' | 'confirmed';

export interface SignaturePadState {
  status: SignaturePadStatus;
  /** The confirmed image (a data URL or an uploaded path), kept while confirmed or modified. */
  image?: string;
}

export type SignaturePadAction =
  | { type: 'stroke' }
  | { type: 'clear' }
  | { type: 'confirm'; image: string }
  | { type: 'modify' };

export const initialSignaturePadState: SignaturePadState = { status: 'empty' };

/**
 * F2.16: strokes draw only while not confirmed; clear empties the pad (not while confirmed);
 * confirm locks the drawn image (nothing to confirm on an empty pad); modify unlocks a confirmed
 * signature so it can be drawn over or cleared.
 */
export function signaturePadReducer(state: SignaturePadState, action: SignaturePadAction): SignaturePadState {
  switch (action.type) {
    case 'stroke':
      return state.status === 'confirmed' ? state : { ...state, status: 'drawn' };
    case 'clear':
      return state.status === 'confirmed' ? state : { status: 'empty' };
    case 'confirm':
      return state.status === 'drawn' && action.image ? { status: 'confirmed', image: action.image } : state;
    case 'modify':
      return state.status === 'confirmed' ? { ...state, status: 'drawn' } : state;
  }
}

/** Which buttons the pad offers, and whether drawing is possible. */
export function signaturePadControls(state: SignaturePadState): { canDraw: boolean; canClear: boolean; canConfirm: boolean; canModify: boolean } {
  return {
    canDraw: state.status !== 'confirmed',
    canClear: state.status === 'drawn',
    canConfirm: state.status === 'drawn',
    canModify: state.status === 'confirmed',
  };
}
