/** One line's share of a shared allowance. */
export interface MeterSegment {
  /** A stable id of the line (e.g. its number), used as the React key. */
  id: string;
  /** Who used it: a message key or text (the line's name, e.g. 'Tendai' or 'Tablet'). */
  label: string;
  /** The line's number or another detail shown after the name, always left to right (e.g. '077 123 4567'). */
  detail?: string;
  /** The amount this line used, in the meter's unit; negative amounts count as 0. */
  value: number;
}

/** A segment with where it sits on the bar: its share of the bar (0–1) and its pattern. */
export interface PlacedSegment extends MeterSegment {
  share: number;
  pattern: number;
}

/** Patterns the segments take in turn (see SegmentedMeter.styles.ts): colour plus texture. */
export const SEGMENT_PATTERNS = 5;

/**
 * The shares of a shared allowance: what each line used, the total, what is left and what was used
 * beyond the allowance. The bar spans the allowance, or the total used when that is more.
 */
export function segmentedMeter(segments: readonly MeterSegment[], max: number) {
  const clean = segments.map((segment) => ({ ...segment, value: Math.max(0, segment.value) }));
  const used = clean.reduce((sum, segment) => sum + segment.value, 0);
  const allowance = Math.max(0, max);
  const span = Math.max(used, allowance);
  const placed: PlacedSegment[] = clean.map((segment, index) => ({
    ...segment,
    share: span > 0 ? segment.value / span : 0,
    pattern: index % SEGMENT_PATTERNS,
  }));
  return {
    segments: placed,
    used,
    left: Math.max(0, allowance - used),
    over: Math.max(0, used - allowance),
    remainingShare: span > 0 ? Math.max(0, allowance - used) / span : 0,
  };
}
