import { Link as RouterLink } from 'react-router';
import { SignInRoute } from '@gaia/domain';
import { useT } from '@gaia/ui';
import { Choice, ChoiceNav, ChoiceTrack } from './ForgotPasswordPage.styles';

/**
 * Individual / corporate (F1.11) as two links, /forgot and /forgot?t=c: the choice is a place in
 * the URL, so reload and back keep it; the current one is marked aria-current.
 */
export function PartyChoice({ corporate }: { corporate: boolean }) {
  const t = useT();
  const choice = (isCorporate: boolean, href: string, label: string) => (
    <li>
      <Choice as={RouterLink} to={href} replace aria-current={corporate === isCorporate ? 'page' : undefined}>
        {t(label)}
      </Choice>
    </li>
  );
  return (
    <ChoiceNav aria-label={t('gaia_portal_signin_account_type')}>
      <ChoiceTrack>
        {choice(false, SignInRoute.forgot, 'gaia_portal_signin_individual')}
        {choice(true, `${SignInRoute.forgot}?t=c`, 'gaia_portal_signin_corporate')}
      </ChoiceTrack>
    </ChoiceNav>
  );
}
