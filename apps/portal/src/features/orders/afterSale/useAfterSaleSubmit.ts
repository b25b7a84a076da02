import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useT } from '@gaia/ui';
import { AFTER_SALE_FAILURE_KEY, afterSaleOutcome, orderKeys, type AfterSaleOrderCreated } from '@gaia/domain';
import { preloadAfterSaleDone } from './lazyAfterSaleDone';

/** The answer of an after-sale request's call. */
export type AfterSaleAnswer = Parameters<typeof afterSaleOutcome>[0];

/**
 * F4.5: sends an after-sale request and reads its answer. Success keeps the created order (the
 * result dialog shows it) and refreshes every order read (My Orders, the pre-checks); a refusal or
 * a failed call resolves with the text to show above the form — the server's message, else the
 * generic failure — and the form keeps what was entered.
 */
export function useAfterSaleSubmit() {
  const t = useT();
  const queryClient = useQueryClient();
  const [created, setCreated] = useState<AfterSaleOrderCreated>();

  const send = async (call: () => Promise<AfterSaleAnswer>): Promise<string | undefined> => {
    // The confirmation's code loads while the request is on its way, so it opens on the answer.
    preloadAfterSaleDone();
    let answer: AfterSaleAnswer;
    try {
      answer = await call();
    } catch {
      return t(AFTER_SALE_FAILURE_KEY);
    }
    const outcome = afterSaleOutcome(answer);
    if (!outcome.ok) return outcome.message ?? t(outcome.fallbackKey);
    setCreated(outcome.created);
    await queryClient.invalidateQueries({ queryKey: orderKeys.all });
    return undefined;
  };

  return { created, send, dismiss: () => setCreated(undefined) };
}
