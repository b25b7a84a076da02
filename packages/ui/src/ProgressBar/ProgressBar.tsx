import type { HTMLAttributes } from 'react';
import { CircleCheck } from '../internal/icons/glyphs';
import { RangeBar } from '../internal/RangeBar';
import { useRangeBar } from '../internal/useRangeBar';
import { BarNote, BarRoot } from '../Meter/Meter.styles';
import { useT } from '../provider/GaiaContext';

export interface ProgressBarProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** What is in progress, a message key or text (e.g. 'Uploading the ID copy'). */
  label: string;
  /** Progress so far. @default 0 */
  value?: number;
  /** @default 0 */
  min?: number;
  /** @default 100 */
  max?: number;
  /** Progress in words, shown and spoken instead of a percentage, a message key or text. */
  valueText?: string;
  /** Values for the placeholders of a `valueText` key. */
  valueTextValues?: Readonly<Record<string, string | number>>;
  /** The amount of work is unknown: a moving bar and no value (a still bar under reduced motion). @default false */
  indeterminate?: boolean;
  /** Keep the label for screen readers only. @default false */
  hideLabel?: boolean;
  /** Show the value text above the bar. @default true */
  showValueText?: boolean;
  /** Said under the bar when the value reaches max. @default 'gaia_feedback_progress_complete' */
  completeLabel?: string;
  /** Bar thickness. @default 'md' */
  size?: 'md' | 'lg';
}

/** Progress of a task (an upload, a step of a flow): role=progressbar, its value spoken as a percentage or in words. */
export function ProgressBar({
  label,
  value = 0,
  min = 0,
  max = 100,
  valueText,
  valueTextValues,
  indeterminate = false,
  hideLabel = false,
  showValueText = true,
  completeLabel = 'gaia_feedback_progress_complete',
  size = 'md',
  ...rest
}: ProgressBarProps) {
  const t = useT();
  const bar = useRangeBar({
    role: 'progressbar',
    value,
    min,
    max,
    valueText: valueText ? t(valueText, valueTextValues) : undefined,
    indeterminate,
  });
  const fill = bar.fraction;
  const complete = !indeterminate && fill >= 1;
  const state = indeterminate ? 'indeterminate' : complete ? 'complete' : 'normal';

  return (
    <BarRoot {...rest} data-state={state}>
      <RangeBar {...{ bar, label, hideLabel, showValueText, state, fill, size }} />
      {complete ? (
        <BarNote data-state="complete">
          <CircleCheck size={16} aria-hidden="true" />
          {t(completeLabel)}
        </BarNote>
      ) : null}
    </BarRoot>
  );
}
