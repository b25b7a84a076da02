import { SignInRoute } from '@gaia/domain';
import { Link } from '@gaia/ui';
import { RouterAnchor } from '../signIn/RouterAnchor';
import { Links } from '../signIn/SignInPage.styles';

/** The sign-in tab that matches the reset: /signIn?t=i or /signIn?t=c. */
export function signInHref(corporate: boolean): string {
  return `${SignInRoute.signIn}?t=${corporate ? 'c' : 'i'}`;
}

/** Under the steps, until the reset is done (the done step has its own link). */
export function BackToSignIn({ corporate }: { corporate: boolean }) {
  return (
    <Links>
      <Link as={RouterAnchor} variant="standalone" href={signInHref(corporate)}>
        gaia_portal_forgot_back_to_sign_in
      </Link>
    </Links>
  );
}
