import { LOGIN_URL } from '@gaia/domain';
import { Link } from '@gaia/ui';
import { RouterAnchor } from '../signIn/RouterAnchor';
import { ShellPlaceholder } from './ShellPlaceholder';

/** A page that needs a signed-in customer, reached while exploring (F3.1): sign in to see it. */
export function ShellSignInNeeded() {
  return (
    <ShellPlaceholder
      testId="sign-in-needed"
      title="gaia_shell_explore_sign_in"
      body="gaia_shell_sign_in_needed"
      action={
        <Link as={RouterAnchor} variant="standalone" href={LOGIN_URL}>
          gaia_shell_explore_sign_in
        </Link>
      }
    />
  );
}

/** A page the user's permissions do not include (F3.1: permissions hide what the user may not do). */
export function ShellNotPermitted() {
  return <ShellPlaceholder testId="not-permitted" title="gaia_shell_not_permitted_title" body="gaia_shell_not_permitted_body" />;
}
