import { useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { digitsOnly } from '@gaia/domain';
import { useControlledState } from 'react-stately/useControlledState';

export interface StepperOptions {
  value?: number;
  defaultValue?: number;
  onChange?: (value: number) => void;
  min: number;
  max: number;
  step: number;
  disabled?: boolean;
  readOnly?: boolean;
}

/** Keeps a number inside [min, max]. */
export function clampNumber(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/**
 * Behaviour of the stepper (request-line-count: integer digits from 1 to a maximum).
 * The input keeps digits only as typed (Arabic-Indic digits become ASCII). A typed value inside the
 * bounds is committed at once; an out-of-range one is not (the value is unchanged) and the text is
 * clamped into the bounds on blur or Enter. The buttons and the arrow keys move by `step` and stop at
 * the bounds; Page Up / Page Down move by ten steps, Home / End go to the bounds.
 */
export function useStepper({
  value,
  defaultValue,
  onChange,
  min,
  max,
  step,
  disabled = false,
  readOnly = false,
}: StepperOptions) {
  const initial = clampNumber(defaultValue ?? (Number.isFinite(min) ? min : 0), min, max);
  const [current, setCurrent] = useControlledState<number>(value, initial, onChange);
  /** The text being typed; null while the input shows the committed value. */
  const [draft, setDraft] = useState<string | null>(null);
  const inert = disabled || readOnly;
  const maxDigits = Number.isFinite(max) ? String(Math.trunc(max)).length : undefined;

  const commit = (next: number) => {
    if (next !== current) setCurrent(next);
  };
  const stepBy = (delta: number) => {
    if (inert) return;
    setDraft(null);
    commit(clampNumber(current + delta, min, max));
  };
  const settle = () => {
    if (draft === null) return;
    setDraft(null);
    if (draft !== '') commit(clampNumber(Number(draft), min, max));
  };

  return {
    value: current,
    text: draft ?? String(current),
    canDecrement: !inert && current > min,
    canIncrement: !inert && current < max,
    maxDigits,
    decrement: () => stepBy(-step),
    increment: () => stepBy(step),
    inputHandlers: {
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        let digits = digitsOnly(event.target.value);
        if (maxDigits !== undefined) digits = digits.slice(0, maxDigits);
        setDraft(digits);
        if (digits === '') return;
        const typed = Number(digits);
        if (typed >= min && typed <= max) commit(typed);
      },
      onBlur: settle,
      onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
        const keys: Record<string, (() => void) | undefined> = {
          ArrowUp: () => stepBy(step),
          ArrowDown: () => stepBy(-step),
          PageUp: () => stepBy(step * 10),
          PageDown: () => stepBy(-step * 10),
          Home: Number.isFinite(min) ? () => stepBy(min - current) : undefined,
          End: Number.isFinite(max) ? () => stepBy(max - current) : undefined,
          Enter: settle,
        };
        const action = keys[event.key];
        if (!action) return;
        if (event.key !== 'Enter') event.preventDefault();
        action();
      },
    },
  };
}
