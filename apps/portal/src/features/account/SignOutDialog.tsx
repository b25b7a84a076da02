import { DialogWidth } from '@gaia/domain';
import { ConfirmDialog } from '@gaia/ui';

export interface SignOutDialogProps {
  open: boolean;
  onClose: () => void;
  /** Signs out; the dialog stays busy until it settles. */
  onConfirm: () => Promise<void>;
}

/**
 * F2.14: the sign-out confirmation (spec 02 §2, width 500): "Sign Out of GAIA?", saying the user
 * must sign in again, with Cancel and Sign Out.
 */
export function SignOutDialog({ open, onClose, onConfirm }: SignOutDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      onConfirm={onConfirm}
      width={DialogWidth.signOut}
      title="gaia_portal_account_sign_out_title"
      message="gaia_portal_account_sign_out_message"
      confirmLabel="gaia_header_sign_out"
      danger
    />
  );
}
