/**
 * The plot's geometry, kept apart from drawing so it can be tested without a browser: "nice" value
 * ticks and where a day sits along the inline axis in either reading direction.
 */

/** Round steps of an axis: 1, 2 or 5 times a power of ten. */
function niceStep(rough: number): number {
  const power = 10 ** Math.floor(Math.log10(rough));
  const fraction = rough / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

/**
 * Ticks from 0 to a round value at or above `max`, about `count` steps apart (0, 0.5, 1, 1.5 for a
 * largest day of 1.3). A series of zeros still gets an axis (0 to 1).
 */
export function niceTicks(max: number, count = 4): number[] {
  if (!(max > 0) || !Number.isFinite(max)) return [0, 1];
  const step = niceStep(max / Math.max(1, count));
  const top = Math.ceil(max / step - 1e-9) * step;
  const ticks: number[] = [];
  for (let index = 0; index * step <= top + step / 2; index += 1) ticks.push(Number((index * step).toPrecision(12)));
  return ticks;
}

/** The plot area inside the drawing: its edges in pixels. */
export interface PlotArea {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/**
 * The x of day `index` of `count`: oldest at the inline start — the left in left-to-right, the right
 * in right-to-left — so time runs in the reading direction.
 */
export function dayX(index: number, count: number, area: PlotArea, rtl: boolean): number {
  const step = count > 1 ? (area.right - area.left) / (count - 1) : 0;
  const offset = count > 1 ? index * step : (area.right - area.left) / 2;
  return rtl ? area.right - offset : area.left + offset;
}

/** The y of a value on an axis from 0 to `top`. */
export function valueY(value: number, top: number, area: PlotArea): number {
  return area.bottom - (top > 0 ? (value / top) * (area.bottom - area.top) : 0);
}

/** The day nearest to a pointer's x. */
export function nearestDay(x: number, count: number, area: PlotArea, rtl: boolean): number {
  if (count <= 1) return 0;
  const share = (x - area.left) / (area.right - area.left);
  const index = Math.round((rtl ? 1 - share : share) * (count - 1));
  return Math.min(count - 1, Math.max(0, index));
}

/** The day an arrow key leads to: Right moves right on screen, which is back in time in right-to-left. */
export function dayAfterKey(key: string, index: number, count: number, rtl: boolean): number | undefined {
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const back = rtl ? 'ArrowRight' : 'ArrowLeft';
  switch (key) {
    case forward:
      return Math.min(count - 1, index + 1);
    case back:
      return Math.max(0, index - 1);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    case 'PageUp':
      return Math.max(0, index - 7);
    case 'PageDown':
      return Math.min(count - 1, index + 7);
    default:
      return undefined;
  }
}
