import { Link as RouterLink } from 'react-router';
import { SignInRoute } from '@gaia/domain';
import { useT } from '@gaia/ui';
import { Nav, Segment, Track } from './PartySwitch.styles';

/**
 * Individual / corporate (t=i | t=c, F1.1) as two links: the choice is a place in the URL, so it is
 * a navigation (aria-current) rather than a form control — and needs no widget code in the first load.
 */
export function PartySwitch({ corporate }: { corporate: boolean }) {
  const t = useT();
  const segment = (value: 'i' | 'c', label: string) => {
    const current = corporate === (value === 'c');
    return (
      <li>
        <Segment as={RouterLink} to={`${SignInRoute.signIn}?t=${value}`} replace aria-current={current ? 'page' : undefined}>
          {t(label)}
        </Segment>
      </li>
    );
  };
  return (
    <Nav aria-label={t('gaia_portal_signin_account_type')}>
      <Track>
        {segment('i', 'gaia_portal_signin_individual')}
        {segment('c', 'gaia_portal_signin_corporate')}
      </Track>
    </Nav>
  );
}
