import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { balanceKeys, subscriptionKeys } from '@gaia/domain/api';
import { paymentCheckOutcome, type PaymentCheckOutcome } from '@gaia/domain/orders';
import { checkoutKeys, isFinalTransaction, TransactionState, transactionQuery } from '@gaia/domain/payments';
import { checkoutApi, checkoutReadApi, paymentAttempts } from './checkoutApi';

/**
 * The state of /transaction/:transactionSn (F3.8): when the payer comes back from the provider
 * (?back=1) the callback is sent once and the mark dropped from the address (a reload or bookmark
 * only reads); the transaction is read; while it has no final answer, the payment check asks the
 * provider (a lost callback is resolved here, never by paying again) — at once, and on "Check again".
 * A final answer ends the attempt; a paid one refreshes the balances.
 */
export function useTransactionStatus(transactionSn: string) {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const returning = new URLSearchParams(location.search).get('back') === '1';
  const [calledBack, setCalledBack] = useState(!returning);
  const callbackSent = useRef(false);

  useEffect(() => {
    if (!returning || callbackSent.current) return;
    callbackSent.current = true;
    // A failed callback is no failure of the payment: the status check below settles it.
    void checkoutApi
      .callback(transactionSn)
      .catch(() => undefined)
      .finally(() => {
        setCalledBack(true);
        navigate(location.pathname, { replace: true });
      });
  }, [returning, transactionSn, navigate, location.pathname]);

  const transaction = useQuery({
    queryKey: checkoutKeys.transaction(transactionSn),
    queryFn: () => checkoutReadApi.transaction(transactionSn),
    enabled: calledBack,
  });
  const [checkOutcome, setCheckOutcome] = useState<PaymentCheckOutcome | undefined>();
  const check = useMutation({
    mutationFn: () => checkoutApi.check({ transactionSn }),
    onSuccess: (answer) => {
      setCheckOutcome(paymentCheckOutcome(answer));
      void queryClient.invalidateQueries({ queryKey: checkoutKeys.transaction(transactionSn) });
    },
  });
  const state = transaction.data?.state;
  const autoChecked = useRef(false);
  useEffect(() => {
    if (!state || isFinalTransaction(state) || autoChecked.current) return;
    autoChecked.current = true;
    check.mutate();
  }, [state, check]);

  useEffect(() => {
    if (!transaction.data || !isFinalTransaction(transaction.data.state)) return;
    paymentAttempts.finish(transactionQuery(transaction.data));
    if (transaction.data.state === TransactionState.success) {
      void queryClient.invalidateQueries({ queryKey: balanceKeys.all });
      void queryClient.invalidateQueries({ queryKey: subscriptionKeys.all });
    }
  }, [transaction.data, queryClient]);

  return { calledBack, transaction, check, checkOutcome };
}
