import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useToast } from '@gaia/ui';
import { OrderMessageKey, cancelOrderOutcome, orderKeys, type Order, type OrderCancelRequest, type OrderLayout } from '@gaia/domain';
import { orderListApi } from '../ordersApi';
import { orderDialogCall } from './orderDialogCall';

/**
 * F3.16: cancelling from the list — the order whose dialog is open and the submit. A refusal throws
 * resultMsg (else the cancel-failure message) so the dialog stays open with the remarks typed; a
 * success toasts "cancelled" and, 1.2 s later, reloads the orders (`onReload`: page 1 on web).
 */
export function useCancelOrder(layout: OrderLayout, onReload: () => void) {
  const [order, setOrder] = useState<Order>();
  const toast = useToast();
  const queryClient = useQueryClient();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const submit = useCallback(
    async (request: OrderCancelRequest) => {
      const outcome = await orderDialogCall(() => orderListApi.cancel(request), OrderMessageKey.cancelFailure, (answer) => cancelOrderOutcome(answer, layout));
      toast.show({ tone: 'success', message: outcome.toastKey });
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => {
        if (outcome.reload.what === 'list') onReload();
        void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      }, outcome.reload.delayMs);
    },
    [layout, onReload, queryClient, toast],
  );

  return { order, open: setOrder, close: useCallback(() => setOrder(undefined), []), submit };
}
