import { ResultDialog } from '@gaia/ui';
import type { PaymentCheckDialogState } from './usePaymentCheck';

export interface PaymentCheckDialogProps {
  /** The dialog to show (please wait or oops), or none. */
  dialog: PaymentCheckDialogState | undefined;
  /** Closes it (OK, Escape, the close button). */
  onClose: () => void;
}

// F3.16
/** The payment check's dialogs (spec 03 §8): result 3 "please wait" (mobile money pending), 4 "oops". */
export function PaymentCheckDialog({ dialog, onClose }: PaymentCheckDialogProps) {
  return (
    <ResultDialog
      open={dialog !== undefined}
      onClose={onClose}
      // Please wait asks to check again later: the try-again look, with OK as its only action.
      variant={dialog?.kind === 'oops' ? 'oops' : 'tryAgain'}
      title={dialog?.titleKey}
      message={dialog?.contentKey}
      actionLabel="gaia_action_ok"
    />
  );
}
