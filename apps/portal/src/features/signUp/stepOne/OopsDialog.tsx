import { ResultDialog } from '@gaia/ui';

export interface OopsDialogProps {
  /** The server's message (or a translated text); the dialog is open while it is set. */
  message: string | undefined;
  /** Return to the first step: the step's data is cleared (spec 02 §8). */
  onReturn: () => void;
}

/** The oops dialog of a failed code request (spec 02 §2, §8): the server's message, return to the first step. */
export function OopsDialog({ message, onReturn }: OopsDialogProps) {
  return (
    <ResultDialog
      open={message !== undefined}
      variant="oops"
      message={message}
      actionLabel="gaia_signup_one_oops_return"
      onAction={onReturn}
      onClose={onReturn}
      dismissOnMask={false}
    />
  );
}
