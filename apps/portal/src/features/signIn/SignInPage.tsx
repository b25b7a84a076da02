import { useT } from '@gaia/ui';
import { Card, Subtitle, Title } from './SignInPage.styles';
import { PasswordLoginForm } from './PasswordLoginForm';

/** /signIn (F1.1): the individual password mode of F1.2. */
export default function SignInPage() {
  const t = useT();
  return (
    <Card aria-labelledby="signin-title">
      <Title id="signin-title">{t('gaia_signin_title')}</Title>
      <Subtitle>{t('gaia_signin_subtitle_individual')}</Subtitle>
      <PasswordLoginForm />
    </Card>
  );
}
