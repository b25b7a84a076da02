import { toCancelPayload, type Order, type OrderCancelRequest } from '@gaia/domain';
import { ConfirmDialog, type ConfirmResult } from '../ConfirmDialog/ConfirmDialog';
import type { ModalSize } from '../Modal/Modal';
import { useT } from '../provider/GaiaContext';
import { RemarksField } from '../RateOrderDialog/RemarksField';
import { useCancelOrderDialog } from './useCancelOrderDialog';

export interface CancelOrderDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called to close: Cancel, Escape, the close button, and after a successful submit. */
  onClose: () => void;
  /** The order cancelled (orderId, orderNbr). */
  order: Pick<Order, 'orderId' | 'orderNbr'>;
  /**
   * Called by Submit with the cancel payload (`toCancelPayload`: custOrderId, remarks). May return a
   * promise: Submit shows loading meanwhile; resolving closes, `false` keeps the dialog open, a
   * rejection shows its message.
   */
  onSubmit: (request: OrderCancelRequest) => ConfirmResult;
  /** Title: a message key. @default 'gaia_kitorders_cancel_title' */
  title?: string;
  /** The question, with {{orderNbr}}: a message key. @default 'gaia_kitorders_cancel_message' */
  message?: string;
  /** An error to show (e.g. the server's resultMsg, or `'gaia_order_cancel_failure'`): a message key or text. */
  error?: string;
  /** The width, by size. @default 'small' (424) */
  size?: ModalSize;
}

// F3.16
/**
 * The cancel-order dialog on the kit ConfirmDialog — the question, remarks of at most 400
 * characters with a counter, Cancel and Submit; Submit is disabled while the remarks are empty.
 */
export function CancelOrderDialog({
  open,
  onClose,
  order,
  onSubmit,
  title = 'gaia_kitorders_cancel_title',
  message = 'gaia_kitorders_cancel_message',
  error,
  size = 'small',
}: CancelOrderDialogProps) {
  const t = useT();
  const { remarks, setRemarks, submitDisabled } = useCancelOrderDialog(open);
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      onConfirm={() => onSubmit(toCancelPayload(order, remarks))}
      title={title}
      message={<p>{t(message, { orderNbr: order.orderNbr })}</p>}
      confirmLabel="gaia_kitorders_submit"
      danger
      confirmDisabled={submitDisabled}
      error={error}
      size={size}
    >
      <RemarksField value={remarks} onChange={setRemarks} />
    </ConfirmDialog>
  );
}
