/** Rating an order (F3.16): the rate dialog state machine, the evaluation payload and the outcome. */
import { type Order, type OrderEvaluation } from './order';
import { normaliseRemarks, isRemarksSubmitDisabled } from './remarks';
import { OrderMessageKey } from './orderCardActions';
import type { ResultEnvelope} from './orderResult';
import { isResultOk } from './orderResult';

/** Rating limits (spec 03 §3, §9: default 5). */
export const DEFAULT_ORDER_RATING = 5;
export const MIN_ORDER_RATING = 1;
export const MAX_ORDER_RATING = 5;

export interface RateDialogState {
  open: boolean;
  star: number;
  remarks: string;
}

export type RateDialogAction = { type: 'open' } | { type: 'close' } | { type: 'rate'; star: number } | { type: 'typeRemarks'; value: string };

export const initialRateDialogState: RateDialogState = { open: false, star: DEFAULT_ORDER_RATING, remarks: '' };

/** Clamps a rating to whole stars from 1 to 5. */
export function clampRating(star: number): number {
  if (!Number.isFinite(star)) return DEFAULT_ORDER_RATING;
  return Math.min(MAX_ORDER_RATING, Math.max(MIN_ORDER_RATING, Math.round(star)));
}

/**
 * F3.16: the rate dialog — rating defaults to 5 and resets on close, remarks at most 400
 * characters (spec 03 §5).
 */
export function rateDialogReducer(state: RateDialogState, action: RateDialogAction): RateDialogState {
  switch (action.type) {
    case 'open':
      return { ...initialRateDialogState, open: true };
    case 'close':
      return initialRateDialogState;
    case 'rate':
      return { ...state, star: clampRating(action.star) };
    case 'typeRemarks':
      return { ...state, remarks: normaliseRemarks(action.value) };
  }
}

/** F3.16: Submit is disabled while the remarks are empty. */
export function isRateSubmitDisabled(state: Pick<RateDialogState, 'remarks'>): boolean {
  return isRemarksSubmitDisabled(state.remarks);
}

/** F3.16: the evaluation payload (orderId, orderNbr, star, comments). */
export function toEvaluationPayload(order: Pick<Order, 'orderId' | 'orderNbr'>, state: Pick<RateDialogState, 'star' | 'remarks'>): OrderEvaluation {
  return { orderId: order.orderId, orderNbr: order.orderNbr, star: clampRating(state.star), comments: state.remarks.trim() };
}

export type RateOutcome =
  | { ok: true; toastKey: string; closeDialog: true; reload: 'detailAndTimeline' }
  | { ok: false; message?: string; fallbackKey: string };

/** F3.16: after a rating — success closes the dialog and reloads detail and timeline; failure shows resultMsg. */
export function rateOrderOutcome(response: ResultEnvelope | null | undefined): RateOutcome {
  if (response && isResultOk(response.data?.result)) {
    return { ok: true, toastKey: OrderMessageKey.rateSuccess, closeDialog: true, reload: 'detailAndTimeline' };
  }
  const message = response?.resultMsg?.trim();
  return { ok: false, ...(message ? { message } : {}), fallbackKey: OrderMessageKey.rateFailure };
}
