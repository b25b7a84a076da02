import { Link } from '@gaia/ui';
import { RouterAnchor } from '../signIn/RouterAnchor';
import { DoneStepFrame } from './DoneStepFrame';
import { signInHref } from './SignInLinks';

/** Step 3 (F1.11): the password is changed; a link to the matching sign-in tab. */
export function ResetDoneStep({ corporate, focusHeading }: { corporate: boolean; focusHeading: boolean }) {
  return (
    <DoneStepFrame headingId="forgot-done-heading" heading="gaia_portal_forgot_done_heading" text="gaia_tip_password_reset_success" focusHeading={focusHeading}>
      <Link as={RouterAnchor} variant="standalone" href={signInHref(corporate)}>
        gaia_portal_forgot_go_to_sign_in
      </Link>
    </DoneStepFrame>
  );
}
