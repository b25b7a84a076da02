import type { ReactNode } from 'react';
import { Button } from '@gaia/ui';

export interface CancelFooterProps {
  /** Closes the dialog and leaves things as they were. */
  onCancel: () => void;
  /** The secondary button's label (a message key); Cancel unless given. */
  cancelLabel?: string;
  /** Set while the dialog's action runs, where leaving then would hide its outcome. */
  cancelDisabled?: boolean;
  /** The dialog's own action, after Cancel. */
  children: ReactNode;
}

/** A dialog's footer: the secondary button that backs out, then the dialog's own action. */
export function CancelFooter({ onCancel, cancelLabel = 'gaia_action_cancel', cancelDisabled, children }: CancelFooterProps) {
  return (
    <>
      <Button variant="secondary" disabled={cancelDisabled} onClick={onCancel}>
        {cancelLabel}
      </Button>
      {children}
    </>
  );
}
