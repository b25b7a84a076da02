import { corporateSignInHref } from '@gaia/domain';
import { CopyButton, Link, useT } from '@gaia/ui';
import { DoneSection, DoneText } from '../forgot/ForgotPasswordPage.styles';
import { StepHeading } from '../forgot/resetSteps';
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
    <DoneSection aria-labelledby="corporate-done-heading">
      <StepHeading key="done" id="corporate-done-heading" focus={focusHeading}>
        gaia_corporate_done_heading
      </StepHeading>
      <DoneText>{t('gaia_corporate_done_text')}</DoneText>
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
    </DoneSection>
  );
}

export default DoneStep;
