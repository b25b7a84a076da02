import { useId, type HTMLAttributes } from 'react';
import { CircleAlert, TriangleAlert } from '../internal/icons/glyphs';
import { useT } from '../provider/GaiaContext';
import { RangeBar } from '../internal/RangeBar';
import { useRangeBar } from '../internal/useRangeBar';
import { BarNote, BarRoot } from './Meter.styles';
import { meterState } from './useMeterState';

export interface MeterProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** What is measured, a message key or text (e.g. 'Mobile data'). */
  label: string;
  /** The current amount (e.g. what is left, or what is used). */
  value: number;
  /** @default 0 */
  min?: number;
  /** The allowance (e.g. the bundle's total). @default 100 */
  max?: number;
  /**
   * The value in words, shown and spoken instead of a percentage, a message key or text, e.g.
   * "3.2 of 10 GB left" or `'gaia_feedback_meter_remaining'` with `valueTextValues`.
   * @default the percentage, in the locale's digits
   */
  valueText?: string;
  /** Values for the placeholders of a `valueText` key, e.g. { value: 3.2, total: 10, unit: 'GB' }. */
  valueTextValues?: Readonly<Record<string, string | number>>;
  /** At or below this value the meter shows a "running low" state (for amounts left). */
  low?: number;
  /** Usage beyond the allowance: a full danger bar and a note. @default value > max */
  overAllowance?: boolean;
  /** An unlimited allowance: a full bar and `'gaia_feedback_meter_unlimited'` as the value. @default false */
  unlimited?: boolean;
  /** Keep the label for screen readers only (when a heading next to it says the same). @default false */
  hideLabel?: boolean;
  /** Show the value text above the bar. @default true */
  showValueText?: boolean;
  /** Bar thickness. @default 'md' */
  size?: 'md' | 'lg';
}

/**
 * A quantity within a known range, e.g. a balance item's usage. role=meter with the value spoken
 * in words (aria-valuetext); low and over-allowance states add an icon and a note, never colour alone.
 */
export function Meter({
  label,
  value,
  min = 0,
  max = 100,
  valueText,
  valueTextValues,
  low,
  overAllowance,
  unlimited = false,
  hideLabel = false,
  showValueText = true,
  size = 'md',
  ...rest
}: MeterProps) {
  const t = useT();
  const noteId = `gaia-meter-note-${useId()}`;
  const { state, fill } = meterState({ value, min, max, low, overAllowance, unlimited });
  const words = unlimited && !valueText ? t('gaia_feedback_meter_unlimited') : valueText ? t(valueText, valueTextValues) : undefined;
  const note = state === 'over' ? 'gaia_feedback_meter_over' : state === 'low' ? 'gaia_feedback_meter_low' : undefined;
  const bar = useRangeBar({
    role: 'meter',
    value: unlimited ? max : value,
    min,
    max,
    valueText: words,
    describedBy: note ? noteId : undefined,
  });

  return (
    <BarRoot {...rest} data-state={state}>
      <RangeBar {...{ bar, label, hideLabel, showValueText, state, fill, size }} />
      {note ? (
        <BarNote id={noteId} data-state={state}>
          {state === 'over' ? <CircleAlert size={16} aria-hidden="true" /> : <TriangleAlert size={16} aria-hidden="true" />}
          {t(note)}
        </BarNote>
      ) : null}
    </BarRoot>
  );
}
