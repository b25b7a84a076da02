import type { Order } from '@gaia/domain';
import type { ConfirmResult } from '../ConfirmDialog/useConfirmDialog';
import type { ModalSize } from '../Modal/Modal';

/** What the order dialogs (cancel, rate) share: shown for one order, they submit a request about it. */
export interface OrderDialogProps<Request> {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called to close: Cancel, Escape, the close button, and after a successful submit. */
  onClose: () => void;
  /** The order (orderId, orderNbr). */
  order: Pick<Order, 'orderId' | 'orderNbr'>;
  /**
   * Called by Submit with the request built from the order and what was entered. May return a
   * promise: Submit shows loading meanwhile; resolving closes, `false` keeps the dialog open, a
   * rejection shows its message.
   */
  onSubmit: (request: Request) => ConfirmResult;
  /** An error to show (e.g. the server's resultMsg): a message key or text. */
  error?: string;
  /** The width, by size. @default 'small' (424) */
  size?: ModalSize;
}
