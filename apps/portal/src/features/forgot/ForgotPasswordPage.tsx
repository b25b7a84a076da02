import { useSearchParams } from 'react-router';
import { SignInRoute } from '@gaia/domain';
import { useT } from '@gaia/ui';
import { Card, Title } from '../signIn/SignInPage.styles';
import { CorporateResetFlow } from './CorporateResetFlow';
import { IndividualResetFlow } from './IndividualResetFlow';
import { PartyLinks } from '../../layout/PartyLinks';

/**
 * /forgot (F1.11): password reset for individuals (/forgot) and corporates (/forgot?t=c). Each flow
 * is keyed by the choice, so switching starts that flow afresh.
 */
export default function ForgotPasswordPage() {
  const t = useT();
  const [params] = useSearchParams();
  const corporate = params.get('t') === 'c';
  return (
    <Card aria-labelledby="forgot-title">
      <Title id="forgot-title">{t('gaia_portal_forgot_title')}</Title>
      <PartyLinks corporate={corporate} hrefFor={(isCorporate) => (isCorporate ? `${SignInRoute.forgot}?t=c` : SignInRoute.forgot)} />
      {corporate ? <CorporateResetFlow key="corporate" /> : <IndividualResetFlow key="individual" />}
    </Card>
  );
}
