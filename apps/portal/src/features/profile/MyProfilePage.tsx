import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { useT } from '@gaia/ui';
import { sessionQuery } from '../../app/session';
import { Card, Details, Term, Title, Value } from './MyProfilePage.styles';

/** /myProfile (F1.12): the landing page after sign-in, with the user's name and user code. */
export default function MyProfilePage() {
  const t = useT();
  const session = useQuery(sessionQuery);
  if (session.isPending) return <p role="status">{t('gaia_loading')}</p>;
  if (session.isError) return <Navigate to="/signIn?t=i" replace />;
  const user = session.data;
  return (
    <Card aria-labelledby="profile-title">
      <Title id="profile-title">{t('gaia_profile_welcome', { name: user.userName })}</Title>
      <Details>
        <Term>{t('gaia_profile_user_name')}</Term>
        <Value>{user.userName}</Value>
        <Term>{t('gaia_profile_user_code')}</Term>
        <Value data-testid="user-code">{user.userCode}</Value>
      </Details>
    </Card>
  );
}
