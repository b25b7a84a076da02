import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, LoadFailed, Modal, ResultDialog, Spinner, useGaia } from '@gaia/ui';
import { paymentCheckOutcome } from '@gaia/domain/orders';
import { checkoutKeys, PAYMENT_DIALOG_WIDTH } from '@gaia/domain/payments';
import { checkoutReadApi } from './checkoutApi';
import { FormError, Muted } from './Payment.styles';

export interface OrderPaymentCheckProps {
  custOrderId: string;
  /** The method choice, shown when the order may be paid. */
  children: ReactNode;
}

/**
 * F3.8: an order is checked before its methods are offered (spec 03 §4): 1 shows the methods; 3 the
 * please-wait dialog (a mobile-money payment awaits approval); 4 the oops dialog, then the methods
 * to try again; any other result the check-result-2 message; a non-200 answer its resultMsg. While a
 * payment is in progress no second one is offered.
 */
export function OrderPaymentCheck({ custOrderId, children }: OrderPaymentCheckProps) {
  const { t, config } = useGaia();
  const [dialogOpen, setDialogOpen] = useState(true);
  const check = useQuery({ queryKey: [...checkoutKeys.all, 'orderCheck', custOrderId], queryFn: () => checkoutReadApi.check({ custOrderId }) });
  if (check.isPending) return <Spinner block delay={config.spinnerDelayMs} label="gaia_checkout_checking" />;
  if (check.isError) return <LoadFailed onRetry={() => void check.refetch()} />;
  const outcome = paymentCheckOutcome(check.data);
  switch (outcome.kind) {
    case 'selectPaymentMethod':
      return <>{children}</>;
    case 'oops':
      return (
        <>
          <ResultDialog open={dialogOpen} onClose={() => setDialogOpen(false)} variant="oops" title={outcome.titleKey} message={outcome.contentKey} width={PAYMENT_DIALOG_WIDTH} />
          {children}
        </>
      );
    case 'pleaseWait':
      return (
        <>
          <Modal
            open={dialogOpen}
            role="alertdialog"
            onClose={() => setDialogOpen(false)}
            title={outcome.titleKey}
            width={PAYMENT_DIALOG_WIDTH}
            footer={<Button onClick={() => setDialogOpen(false)}>gaia_action_ok</Button>}
          >
            <p>{t(outcome.contentKey)}</p>
          </Modal>
          <Muted role="status">{t(outcome.contentKey)}</Muted>
        </>
      );
    case 'message':
      return <Muted role="status">{t(outcome.messageKey)}</Muted>;
    default:
      return <FormError role="alert">{outcome.message}</FormError>;
  }
}
