import { isBlankValue } from '../../kernel/format/placeholder';
import { readMoneyValue } from '../../kernel/format/money';
import { PointSystem, type PointDetailResult, type PointSystemValue } from './model';

/** Points (F3.4; spec 03 §3 "Point detail", §7 "/point/detail, /point/summary … by pointSystem"). */

/** The point query's path for a point system: the operator's own points, or a partner's summary. */
export function pointPathOf(pointSystem: PointSystemValue): '/ecare/point/detail' | '/ecare/point/summary' {
  return pointSystem === PointSystem.external ? '/ecare/point/summary' : '/ecare/point/detail';
}

/** Points as the card shows them: numbers when known, undefined for '--'. */
export interface PointsView {
  usable?: number;
  expiring?: number;
  expDate?: string;
  name?: string;
}

function count(value: unknown): number | undefined {
  if (isBlankValue(value)) return undefined;
  const read = readMoneyValue(value);
  return read === undefined ? undefined : Math.max(0, Math.floor(read));
}

/** F3.4: reads a point answer; the line's usablePoint stands in when the answer has none. */
export function pointsView(result: PointDetailResult | null | undefined, fallbackUsable?: number | string | null): PointsView {
  const detail = result?.pointDetail ?? undefined;
  const usable = count(detail?.usablePoint) ?? count(fallbackUsable);
  const expiring = count(detail?.expiringPoint);
  const expDate = typeof detail?.expDate === 'string' && detail.expDate.trim() ? detail.expDate : undefined;
  const name = typeof detail?.pointName === 'string' && detail.pointName.trim() ? detail.pointName.trim() : undefined;
  return { ...(usable !== undefined ? { usable } : {}), ...(expiring !== undefined ? { expiring } : {}), ...(expDate ? { expDate } : {}), ...(name ? { name } : {}) };
}
