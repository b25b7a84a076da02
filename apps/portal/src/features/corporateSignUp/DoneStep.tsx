import { corporateSignInHref } from '@gaia/domain';
import { CopyButton, Link, useT } from '@gaia/ui';
import { DoneStepFrame } from '../forgot/DoneStepFrame';
import { RouterAnchor } from '../signIn/RouterAnchor';
import { AccountRow } from './CorporateSignUpPage.styles';

export interface DoneStepProps {
  /** The new company account (user code). */
  userCode: string;
  focusHeading: boolean;
  /** Leaving for sign-in ends the flow (its kept entries go). */
  onLeave: () => void;
}

/**
 * The company is registered (F2.11, as F2.9's success): its company account with Copy, and the way to
 * the corporate sign-in with the account prefilled (/signIn?t=c&gaiaId=…).
 */
function DoneStep({ userCode, focusHeading, onLeave }: DoneStepProps) {
  const t = useT();
  return (
    <DoneStepFrame headingId="corporate-done-heading" heading="gaia_corporate_done_heading" text="gaia_corporate_done_text" focusHeading={focusHeading}>
      <dl>
        <dt>{t('gaia_corporate_account_label')}</dt>
        <dd>
          <AccountRow>
            <span data-testid="company-account">{userCode}</span>
            <CopyButton text={userCode} label="gaia_corporate_copy_account" />
          </AccountRow>
        </dd>
      </dl>
      <Link as={RouterAnchor} variant="standalone" href={corporateSignInHref(userCode)} onClick={onLeave}>
        gaia_corporate_go_sign_in
      </Link>
    </DoneStepFrame>
  );
}

export default DoneStep;
