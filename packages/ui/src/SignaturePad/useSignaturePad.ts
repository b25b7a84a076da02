import { useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
import SignaturePadLibrary from 'signature_pad';
import { initialSignaturePadState, signaturePadControls, signaturePadReducer } from '@gaia/domain';
import type { Direction } from '../provider/GaiaContext';

export type SignatureMode = 'draw' | 'type';

/** The script-like font a typed name is written in (a canvas font, not a page style). */
export const SIGNATURE_SCRIPT_FONT = "'Segoe Script', 'Brush Script MT', 'Snell Roundhand', 'Lucida Handwriting', cursive";

export interface SignaturePadBehaviour {
  direction: Direction;
  disabled: boolean;
  onConfirm?: (dataUrl: string) => void;
  onClear?: () => void;
  onModify?: () => void;
}

/**
 * Behaviour of the signature pad: the `signature_pad` library draws; the reducer of
 * @gaia/domain decides what clear, confirm and modify do. The canvas backing store follows the
 * container's size and devicePixelRatio (ResizeObserver), and the drawing is kept across resizes
 * by redrawing it from its stroke data (toData / fromData). A typed name is written onto the same
 * canvas in a script-like font, for people who cannot draw.
 */
export function useSignaturePad({ direction, disabled, onConfirm, onClear, onModify }: SignaturePadBehaviour) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePadLibrary | null>(null);
  const [state, dispatch] = useReducer(signaturePadReducer, initialSignaturePadState);
  const [mode, setModeState] = useState<SignatureMode>('draw');
  const [typedName, setTypedNameState] = useState('');
  const modeRef = useRef(mode);
  const typedRef = useRef(typedName);
  useLayoutEffect(() => {
    modeRef.current = mode;
    typedRef.current = typedName;
  });
  const controls = signaturePadControls(state);

  /** Writes the typed name across the canvas (in CSS pixels; the context is already scaled). */
  const paintTypedName = useCallback(
    (name: string) => {
      const canvas = canvasRef.current;
      const pad = padRef.current;
      if (!canvas || !pad) return;
      pad.clear();
      const text = name.trim();
      if (!text) return;
      const context = canvas.getContext('2d');
      if (!context) return;
      const width = canvas.offsetWidth;
      const height = canvas.offsetHeight;
      let size = Math.max(12, Math.round(height * 0.45));
      context.save();
      context.fillStyle = pad.penColor;
      context.textAlign = 'center';
      context.textBaseline = 'middle';
      context.direction = direction;
      const font = (px: number) => `italic ${px}px ${SIGNATURE_SCRIPT_FONT}`;
      context.font = font(size);
      while (size > 12 && context.measureText(text).width > width * 0.9) {
        size -= 2;
        context.font = font(size);
      }
      context.fillText(text, width / 2, height / 2);
      context.restore();
    },
    [direction],
  );

  /** Sizes the backing store to the element times devicePixelRatio and redraws the signature. */
  const resize = useCallback(() => {
    const canvas = canvasRef.current;
    const pad = padRef.current;
    if (!canvas || !pad) return;
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    const width = Math.round(canvas.offsetWidth * ratio);
    const height = Math.round(canvas.offsetHeight * ratio);
    if (width === 0 || height === 0 || (canvas.width === width && canvas.height === height)) return;
    const data = pad.toData();
    canvas.width = width;
    canvas.height = height;
    canvas.getContext('2d')?.scale(ratio, ratio);
    pad.clear();
    if (modeRef.current === 'type') paintTypedName(typedRef.current);
    else if (data.length > 0) pad.fromData(data);
  }, [paintTypedName]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return undefined;
    /*
     * No throttle (the library's default is 16 ms): browsers already deliver pointermove at most
     * once per frame, so the throttle only dropped points and drew the last one later, on a timer.
     * Every point is drawn when it arrives (minDistance still skips points closer than 5 px).
     */
    const pad = new SignaturePadLibrary(canvas, { penColor: getComputedStyle(canvas).color || 'black', throttle: 0 });
    padRef.current = pad;
    const onEndStroke = () => dispatch({ type: 'stroke' });
    pad.addEventListener('endStroke', onEndStroke);
    resize();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(() => resize());
    observer?.observe(canvas);
    // A change of devicePixelRatio (zoom, moving to another screen) also resizes the backing store.
    const media = window.matchMedia?.(`(resolution: ${window.devicePixelRatio || 1}dppx)`);
    media?.addEventListener?.('change', resize);
    return () => {
      observer?.disconnect();
      media?.removeEventListener?.('change', resize);
      pad.removeEventListener('endStroke', onEndStroke);
      pad.off();
      padRef.current = null;
    };
  }, [resize]);

  // Drawing only while not confirmed, not disabled and in draw mode.
  useEffect(() => {
    const pad = padRef.current;
    if (!pad) return;
    if (controls.canDraw && !disabled && mode === 'draw') pad.on();
    else pad.off();
  }, [controls.canDraw, disabled, mode]);

  const clear = () => {
    if (!controls.canClear) return;
    padRef.current?.clear();
    setTypedNameState('');
    dispatch({ type: 'clear' });
    onClear?.();
  };

  const undo = () => {
    const pad = padRef.current;
    if (!pad || !controls.canClear || mode !== 'draw') return;
    const data = pad.toData();
    data.pop();
    pad.clear();
    if (data.length > 0) pad.fromData(data);
    else dispatch({ type: 'clear' });
  };

  const confirm = () => {
    const pad = padRef.current;
    if (!pad || !controls.canConfirm) return;
    const image = pad.toDataURL('image/png');
    dispatch({ type: 'confirm', image });
    onConfirm?.(image);
  };

  const modify = () => {
    if (!controls.canModify) return;
    dispatch({ type: 'modify' });
    onModify?.();
  };

  const setMode = (next: SignatureMode) => {
    if (next === mode || !controls.canDraw) return;
    padRef.current?.clear();
    setTypedNameState('');
    dispatch({ type: 'clear' });
    setModeState(next);
  };

  const setTypedName = (name: string) => {
    setTypedNameState(name);
    paintTypedName(name);
    dispatch(name.trim() ? { type: 'stroke' } : { type: 'clear' });
  };

  return { canvasRef, state, controls, mode, setMode, typedName, setTypedName, clear, undo, confirm, modify, resize };
}
