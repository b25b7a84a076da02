import { toCancelPayload, type OrderCancelRequest } from '@gaia/domain';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import type { OrderDialogProps } from '../internal/orderDialogProps';
import { useT } from '../provider/GaiaContext';
import { RemarksField } from '../RateOrderDialog/RemarksField';
import { useCancelOrderDialog } from './useCancelOrderDialog';

/** `onSubmit` is called with the cancel payload (`toCancelPayload`: custOrderId, remarks). */
export interface CancelOrderDialogProps extends OrderDialogProps<OrderCancelRequest> {
  /** Title: a message key. @default 'gaia_kitorders_cancel_title' */
  title?: string;
  /** The question, with {{orderNbr}}: a message key. @default 'gaia_kitorders_cancel_message' */
  message?: string;
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
