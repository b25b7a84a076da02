import type { Order } from '@gaia/domain';
import type { ConfirmResult } from '../ConfirmDialog/useConfirmDialog';
import type { ModalSize } from '../Modal/Modal';

/** The props an order's dialogs (cancel, rate) share: shown or not, the order, and what Submit sends. */
export interface OrderDialogProps<Payload> {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called to close: Cancel, Escape, the close button, and after a successful submit. */
  onClose: () => void;
  /** The order concerned (orderId, orderNbr). */
  order: Pick<Order, 'orderId' | 'orderNbr'>;
  /**
   * Called by Submit with the dialog's payload for the order. May return a promise: Submit shows
   * loading meanwhile; resolving closes, `false` keeps the dialog open, a rejection shows its message.
   */
  onSubmit: (payload: Payload) => ConfirmResult;
  /** An error to show (e.g. the server's resultMsg): a message key or text. */
  error?: string;
  /** The width, by size. @default 'small' (424) */
  size?: ModalSize;
}
