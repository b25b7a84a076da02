import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useToast } from '@gaia/ui';
import { OrderMessageKey, orderKeys, rateOrderOutcome, type Order, type OrderEvaluation } from '@gaia/domain';
import { orderListApi } from '../ordersApi';
import { orderDialogCall } from './orderDialogCall';

/**
 * F3.16, F3.20: rating an order — the order rated and the submit. A refusal throws resultMsg (else
 * the rating-failure message) so the dialog keeps the stars and remarks; a success toasts and
 * refreshes the orders (the Write review button goes once the review is in).
 */
export function useRateOrder(onRated?: (order: Pick<Order, 'orderId'>) => void) {
  const [order, setOrder] = useState<Order>();
  const toast = useToast();
  const queryClient = useQueryClient();

  const submit = useCallback(
    async (evaluation: OrderEvaluation) => {
      const outcome = await orderDialogCall(() => orderListApi.evaluate(evaluation), OrderMessageKey.rateFailure, rateOrderOutcome);
      toast.show({ tone: 'success', message: outcome.toastKey });
      onRated?.({ orderId: evaluation.orderId });
      await queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
    [onRated, queryClient, toast],
  );

  return { order, open: setOrder, close: useCallback(() => setOrder(undefined), []), submit };
}
