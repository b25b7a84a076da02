import { CopyButton, ResultDialog, useT } from '@gaia/ui';
import type { SignUpResult } from '@gaia/domain';
import { Muted, UserId } from './SignUpPage.styles';

export interface SuccessDialogProps {
  result: SignUpResult | undefined;
  /** "Go to sign in", Escape or the close button: the flow resets and sign-in opens with the account prefilled. */
  onSignIn: () => void;
}

/** The registration success dialog (spec 02 §2, §4; F2.10): the new user ID with Copy, and a button to sign in. */
export function SuccessDialog({ result, onSignIn }: SuccessDialogProps) {
  const t = useT();
  if (!result) return null;
  return (
    <ResultDialog
      open
      onClose={onSignIn}
      variant="success"
      title="gaia_signup_flow_success_title"
      message="gaia_signup_flow_success_text"
      actionLabel="gaia_signup_flow_go_sign_in"
      onAction={onSignIn}
      dismissOnMask={false}
    >
      <Muted>{t('gaia_signup_flow_user_id')}</Muted>
      <UserId>
        <span data-testid="signup-user-id">{result.userCode}</span>
        <CopyButton text={result.userCode} label="gaia_signup_flow_copy_user_id" />
      </UserId>
    </ResultDialog>
  );
}
