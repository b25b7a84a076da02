import type { PartyType } from '../sign-in/session';
import type { LineApproval } from './model';
import { OrderEventType } from '../orders/order';

/**
 * The request-line-count modal's rules (spec 03 §5, §9; F3.12): an integer from 1 to a maximum —
 * for individuals the allowed subscription count minus the current count, or the approval's
 * reqMaxLine when present; for corporates 50. Out-of-range changes are ignored. The modal opens at
 * the maximum for individuals and at 1 for corporates. Confirm is disabled at 0 or below.
 */

/** The new-connection event whose pre-check answers the approval data (F3.12). */
export const NEW_CONNECTION_EVENT = OrderEventType.newConnection;

/** Spec 03 §9: corporate maximum line request. */
export const CORPORATE_MAX_LINE_REQUEST = 50;
/** The smallest request. */
export const MIN_LINE_REQUEST = 1;

export interface LineCountLimits {
  min: number;
  /** The largest request; 0 when no line can be requested. */
  max: number;
  /** The value on open. */
  initial: number;
}

function wholeOrUndefined(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? Math.trunc(value) : undefined;
}

/** The maximum for a party, from the approval data (missing data: nothing can be requested). */
export function maxLineRequest(
  partyType: PartyType,
  approval?: Partial<LineApproval> | null,
): number {
  if (partyType === 'CORPORATE') return CORPORATE_MAX_LINE_REQUEST;
  const reqMaxLine = wholeOrUndefined(approval?.reqMaxLine);
  if (reqMaxLine !== undefined) return Math.max(0, reqMaxLine);
  const allowed = wholeOrUndefined(approval?.maxAllowedSubsCount) ?? 0;
  const current = wholeOrUndefined(approval?.subsCount) ?? 0;
  return Math.max(0, allowed - current);
}

/** Bounds and opening value of the stepper. */
export function lineCountLimits(
  partyType: PartyType,
  approval?: Partial<LineApproval> | null,
): LineCountLimits {
  const max = maxLineRequest(partyType, approval);
  const initial = partyType === 'CORPORATE' ? Math.min(MIN_LINE_REQUEST, max) : max;
  return { min: max > 0 ? MIN_LINE_REQUEST : 0, max, initial };
}

/**
 * Applies a change: the typed text (digits only) or a number; a value outside [1, max] or not an
 * integer is ignored and the current value stays.
 */
export function nextLineCount(current: number, change: string | number, max: number): number {
  const text = typeof change === 'number' ? String(change) : change.trim();
  if (!/^\d+$/.test(text)) return current;
  const value = Number(text);
  return value >= MIN_LINE_REQUEST && value <= max ? value : current;
}

/** Confirm is offered only for a count above 0 (and within the maximum). */
export function canConfirmLineCount(count: number, max: number): boolean {
  return Number.isInteger(count) && count > 0 && count <= max;
}
