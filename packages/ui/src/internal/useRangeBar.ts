import { useId, useMemo } from 'react';
import { useGaia } from '../provider/GaiaContext';

export interface RangeBarOptions {
  /** A quantity within a known range (a balance), or the progress of a task. */
  role: 'meter' | 'progressbar';
  value: number;
  min: number;
  max: number;
  /** The value in words, spoken (and shown) instead of the percentage. */
  valueText?: string;
  /** No known amount of work: no value is announced. */
  indeterminate?: boolean;
  /** The id of a note that describes the bar. */
  describedBy?: string;
}

/**
 * The ARIA of a meter or a progress bar (WAI-ARIA's range roles): the bar labelled by its label, its
 * value clamped to the range, spoken as the caller's words or else as a percentage in the locale's
 * number format (Intl). Written for the kit rather than taken from
 * react-aria's useMeter/useProgressBar, whose number formatting library cost every bar about
 * 1.5 kB gzip for one Intl.NumberFormat call.
 */
export function useRangeBar({ role, value, min, max, valueText, indeterminate = false, describedBy }: RangeBarOptions) {
  const { intlLocale } = useGaia();
  const labelId = useId();
  const percent = useMemo(() => new Intl.NumberFormat(intlLocale, { style: 'percent' }), [intlLocale]);
  const clamped = Math.min(max, Math.max(min, value));
  const range = max - min;
  const fraction = range === 0 ? 0 : (clamped - min) / range;
  const spoken = indeterminate ? undefined : (valueText ?? percent.format(fraction));
  return {
    barProps: {
      role,
      'aria-labelledby': labelId,
      'aria-describedby': describedBy,
      'aria-valuenow': indeterminate ? undefined : clamped,
      'aria-valuemin': min,
      'aria-valuemax': max,
      'aria-valuetext': spoken,
    },
    labelProps: { id: labelId },
    /** The value as spoken (undefined when indeterminate). */
    spoken,
    /** How much of the range is filled, 0 to 1. */
    fraction,
  };
}
