import { Link, useT } from '@gaia/ui';
import { RouterAnchor } from '../signIn/RouterAnchor';
import { DoneSection, DoneText } from './ForgotPasswordPage.styles';
import { StepHeading } from './resetSteps';
import { signInHref } from './SignInLinks';

/** Step 3 (F1.11): the password is changed; a link to the matching sign-in tab. */
export function ResetDoneStep({ corporate, focusHeading }: { corporate: boolean; focusHeading: boolean }) {
  const t = useT();
  return (
    <DoneSection aria-labelledby="forgot-done-heading">
      <StepHeading key="done" id="forgot-done-heading" focus={focusHeading}>
        gaia_portal_forgot_done_heading
      </StepHeading>
      <DoneText>{t('gaia_tip_password_reset_success')}</DoneText>
      <Link as={RouterAnchor} variant="standalone" href={signInHref(corporate)}>
        gaia_portal_forgot_go_to_sign_in
      </Link>
    </DoneSection>
  );
}
