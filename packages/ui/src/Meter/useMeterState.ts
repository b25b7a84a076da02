export type MeterState = 'normal' | 'low' | 'over' | 'unlimited';

export interface MeterStateInput {
  value: number;
  min: number;
  max: number;
  low?: number;
  overAllowance?: boolean;
  unlimited?: boolean;
}

/**
 * The meter's state and fill: unlimited fills the bar (spec 03 §9: "100% if unlimited"), usage beyond
 * the allowance is 'over' and fills it, a value at or under `low` is 'low'. The fill is a fraction 0–1.
 */
export function meterState({ value, min, max, low, overAllowance, unlimited }: MeterStateInput): { state: MeterState; fill: number } {
  if (unlimited) return { state: 'unlimited', fill: 1 };
  const over = overAllowance ?? value > max;
  if (over) return { state: 'over', fill: 1 };
  const range = max - min;
  const fill = range > 0 ? Math.min(1, Math.max(0, (value - min) / range)) : 0;
  if (low !== undefined && value <= low) return { state: 'low', fill };
  return { state: 'normal', fill };
}
