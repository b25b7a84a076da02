import { DialogWidth, type IdHolder } from '@gaia/domain';
import { Button, useT } from '@gaia/ui';
import { Facts } from './StepOne.styles';
import { CancelDialog } from '../../../layout/dialog/CancelDialog';

export interface AccountExistsDialogProps {
  /** The holder of the ID, when it has an account; the dialog is open while it is set. */
  holder: Extract<IdHolder, { kind: 'accountExists' }> | undefined;
  /** Cancel: stay on step one (the ID may be corrected). */
  onClose: () => void;
  /** OK: go and sign in. */
  onSignIn: () => void;
}

/**
 * F2.3 account-already-exists (spec 02 §2 "Dialogs", width 500): the user ID, mobile and e-mail of
 * the account that holds the ID (masked by the server), Cancel or OK to /signIn.
 */
export function AccountExistsDialog({ holder, onClose, onSignIn }: AccountExistsDialogProps) {
  const t = useT();
  const facts: [string, string | undefined][] = [
    ['gaia_signup_one_exists_user_id', holder?.userCode ?? holder?.userId],
    ['gaia_signup_one_exists_mobile', holder?.mobile],
    ['gaia_signup_one_exists_email', holder?.email],
  ];
  return (
    <CancelDialog
      open={holder !== undefined}
      onClose={onClose}
      title="gaia_signup_one_exists_title"
      width={DialogWidth.accountExists}
      action={<Button onClick={onSignIn}>gaia_signup_one_exists_sign_in</Button>}
    >
      <p>{t('gaia_signup_one_exists_text')}</p>
      <Facts>
        {facts
          .filter(([, value]) => value)
          .map(([term, value]) => (
            <div key={term} style={{ display: 'contents' }}>
              <dt>{t(term)}</dt>
              <dd dir="ltr">{value}</dd>
            </div>
          ))}
      </Facts>
    </CancelDialog>
  );
}
