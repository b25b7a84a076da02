import { SignInRoute } from '@gaia/domain';
import { Link } from '@gaia/ui';
import { RouterAnchor } from '../signIn/RouterAnchor';
import { ShellPlaceholder } from './ShellPlaceholder';

/**
 * F3.1: the limited-access placeholder, shown instead of a page when the customer's operation flag
 * is N and the route is not one of the configured exceptions; it leads back to the home.
 */
export function LimitedAccess() {
  return (
    <ShellPlaceholder
      testId="limited-access"
      title="gaia_shell_limited_title"
      body="gaia_shell_limited_body"
      action={
        <Link as={RouterAnchor} variant="standalone" href={SignInRoute.home}>
          gaia_shell_limited_home
        </Link>
      }
    />
  );
}
