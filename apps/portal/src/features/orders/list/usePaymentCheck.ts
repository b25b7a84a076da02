import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from '@gaia/ui';
import { OrderMessageKey, orderPaymentSearch, paymentCheckOutcome, type Order, type OrderLayout, type PaymentCheckOutcome } from '@gaia/domain';
import { orderListApi } from '../ordersApi';

/** The dialogs a payment check may open (spec 03 §8: 3 please wait, 4 oops). */
export type PaymentCheckDialogState = Extract<PaymentCheckOutcome, { kind: 'pleaseWait' | 'oops' }>;

/**
 * F3.16: Payment on an order in B — the payment check first (spec 03 §4, §8): 1 opens the
 * payment-method page (web or /h5) with the order's query; 3 the please-wait dialog; 4 the oops
 * dialog; 2 or any other result the check-result-2 message; a non-200 answer its resultMsg.
 */
export function usePaymentCheck(layout: OrderLayout) {
  const navigate = useNavigate();
  const toast = useToast();
  const [dialog, setDialog] = useState<PaymentCheckDialogState>();
  /** The order whose payment is being checked (spec 03 §2: a spinner after the delay while it runs). */
  const [checking, setChecking] = useState<string>();

  const check = useCallback(
    async (order: Order) => {
      let answer;
      setChecking(order.orderId);
      try {
        answer = await orderListApi.paymentCheck(order.orderId);
      } catch {
        // Transport failures are shown by the error catalogue (the request layer reports them).
        return;
      } finally {
        setChecking(undefined);
      }
      const outcome = paymentCheckOutcome(answer);
      switch (outcome.kind) {
        case 'selectPaymentMethod':
          await navigate(`${layout === 'mobile' ? '/h5/selectPaymentMethod' : '/selectPaymentMethod'}?${orderPaymentSearch(order)}`);
          return;
        case 'pleaseWait':
        case 'oops':
          setDialog(outcome);
          return;
        case 'message':
          toast.show({ tone: 'info', message: outcome.messageKey });
          return;
        case 'serverMessage':
          toast.show({ tone: 'error', message: outcome.message || OrderMessageKey.checkResult2 });
      }
    },
    [layout, navigate, toast],
  );

  return { check, checking, dialog, closeDialog: useCallback(() => setDialog(undefined), []) };
}
