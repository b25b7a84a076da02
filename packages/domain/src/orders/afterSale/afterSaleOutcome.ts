/** What the screen does with an after-sale answer (F4.5): the created order, or the server's message. */
import { ResultCode } from '../../kernel/http/resultCodes';
import type { AfterSaleOrderCreated } from './afterSaleModel';

/** The fallback when a refusal carries no message. */
export const AFTER_SALE_FAILURE_KEY = 'gaia_aftersale_failed';

export type AfterSaleOutcome = { ok: true; created: AfterSaleOrderCreated } | { ok: false; message?: string; fallbackKey: string };

/**
 * F4.5: an answer of code 200 with the created order is a success; any other shows the server's
 * resultMsg, else the generic after-sale failure (every server failure is shown with its message).
 */
export function afterSaleOutcome(answer: { code?: string | number; resultMsg?: string; data?: Partial<AfterSaleOrderCreated> | null } | null | undefined): AfterSaleOutcome {
  const data = answer?.data;
  if (answer && String(answer.code) === ResultCode.success && data?.orderId && data.orderNbr) {
    return { ok: true, created: { orderId: data.orderId, orderNbr: data.orderNbr } };
  }
  const message = answer?.resultMsg?.trim();
  return { ok: false, ...(message ? { message } : {}), fallbackKey: AFTER_SALE_FAILURE_KEY };
}
