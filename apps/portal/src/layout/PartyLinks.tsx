import { Link as RouterLink } from 'react-router';
import { useT } from '@gaia/ui';
import { Nav, Segment, Track } from './PartyLinks.styles';

export interface PartyLinksProps {
  /** Whether the corporate choice is the current one. */
  corporate: boolean;
  /** Where each choice leads: the same screen for individuals or for corporates. */
  hrefFor: (corporate: boolean) => string;
}

/**
 * Individual / corporate as two links (/signIn t=i|c, F1.1; /forgot, F1.11): the choice is a place
 * in the URL, so reload and back keep it and it is a navigation (aria-current) rather than a form
 * control — which also needs no widget code in the first load.
 */
export function PartyLinks({ corporate, hrefFor }: PartyLinksProps) {
  const t = useT();
  const segment = (isCorporate: boolean, label: string) => (
    <li>
      <Segment as={RouterLink} to={hrefFor(isCorporate)} replace aria-current={corporate === isCorporate ? 'page' : undefined}>
        {t(label)}
      </Segment>
    </li>
  );
  return (
    <Nav aria-label={t('gaia_portal_signin_account_type')}>
      <Track>
        {segment(false, 'gaia_portal_signin_individual')}
        {segment(true, 'gaia_portal_signin_corporate')}
      </Track>
    </Nav>
  );
}
