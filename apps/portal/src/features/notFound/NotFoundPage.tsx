import { SignInRoute } from '@gaia/domain';
import { Link, useT } from '@gaia/ui';
import { tokenStore } from '../../app/browserStorage';
import { RouterAnchor } from '../signIn/RouterAnchor';
import { Heading, Notice, Text } from './NotFoundPage.styles';

/** A stable ref callback: React calls it once, as the heading mounts. */
const focusOnMount = (heading: HTMLHeadingElement | null) => heading?.focus({ preventScroll: true });

/**
 * Any path the portal does not know: says so, and leads on — to the account for a person with a
 * session, else to sign-in. Its heading takes the focus, so a screen reader announces where the
 * person landed.
 */
export default function NotFoundPage() {
  const t = useT();
  const signedIn = Boolean(tokenStore.get());
  return (
    <Notice aria-labelledby="not-found-title">
      <Heading id="not-found-title" ref={focusOnMount} tabIndex={-1}>
        {t('gaia_not_found_title')}
      </Heading>
      <Text>{t('gaia_not_found_text')}</Text>
      <Link as={RouterAnchor} variant="standalone" href={signedIn ? SignInRoute.home : SignInRoute.signIn}>
        {signedIn ? 'gaia_not_found_account' : 'gaia_not_found_home'}
      </Link>
    </Notice>
  );
}
