import { CancelOrderDialog, RateOrderDialog, type ConfirmResult } from '@gaia/ui';
import type { Order, OrderCancelRequest, OrderEvaluation } from '@gaia/domain';
import { PaymentCheckDialog } from './PaymentCheckDialog';
import type { PaymentCheckDialogState } from './usePaymentCheck';

/** What a closed dialog is given, so it keeps a valid order while it closes. */
const NO_ORDER: Pick<Order, 'orderId' | 'orderNbr'> = { orderId: '', orderNbr: '' };

export interface OrderActionDialogsProps {
  /** The order whose cancel dialog is open, if any. */
  cancelOrder: Order | undefined;
  onCloseCancel: () => void;
  onSubmitCancel: (request: OrderCancelRequest) => ConfirmResult;
  /** The order being rated, if any. */
  rateOrder: Order | undefined;
  onCloseRate: () => void;
  onSubmitRate: (evaluation: OrderEvaluation) => ConfirmResult;
  /** The payment check's dialog, if any. */
  checkDialog: PaymentCheckDialogState | undefined;
  onCloseCheck: () => void;
}

// F3.16
/**
 * The dialogs of the list's actions — cancel, rate and the payment check's — in their own chunk:
 * the modal machinery loads when an action first needs it, not with the list.
 */
export default function OrderActionDialogs(props: OrderActionDialogsProps) {
  return (
    <>
      <CancelOrderDialog open={props.cancelOrder !== undefined} onClose={props.onCloseCancel} order={props.cancelOrder ?? NO_ORDER} onSubmit={props.onSubmitCancel} />
      <RateOrderDialog open={props.rateOrder !== undefined} onClose={props.onCloseRate} order={props.rateOrder ?? NO_ORDER} onSubmit={props.onSubmitRate} />
      <PaymentCheckDialog dialog={props.checkDialog} onClose={props.onCloseCheck} />
    </>
  );
}
