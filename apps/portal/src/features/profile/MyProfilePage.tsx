import { useRef } from 'react';
import { useGaia } from '@gaia/ui';
import { sessionQuery } from '../../app/session';
import { Home } from '../home/Home';
import { useShell } from '../shell/ShellContext';

import { Details, Page, Term, Title, Value, Welcome } from './MyProfilePage.styles';
import { useDeferredQuery } from '../../app/queries/useDeferredQuery';
import { useFirstFrame } from '../../firstFrame/useFirstFrame';

/**
 * /myProfile (F1.12, F3.2–F3.5): the home after sign-in — the user's name and user code, then the
 * lines, the subscriber card, the balances and boosters.
 */
export default function MyProfilePage() {
  const { t, locale } = useGaia();
  const shell = useShell();
  const welcome = useRef<HTMLElement>(null);
  // An explorer (exploreFlag=Y, spec 03 §2) has no lines to show: the frame's explore notice and the
  // header's sign-in link say what to do, and no session call is made for them.
  const session = useDeferredQuery({ ...sessionQuery, enabled: shell.access !== 'explore' });
  // A returning customer's next load paints the header and this greeting before the scripts arrive.
  useFirstFrame(welcome, shell.access === 'explore' || !session.isPending, `${locale} ${session.data?.userName ?? ''}`);
  if (shell.access === 'explore') return null;
  if (session.isPending) return <p role="status">{t('gaia_loading')}</p>;
  // A failed session call ends the signed-in area, which leads to sign-in with the party's tab.
  if (session.isError) return null;
  const user = session.data;
  return (
    <Page>
      <Welcome ref={welcome} aria-labelledby="profile-title">
        <Title id="profile-title">{t('gaia_profile_welcome', { name: user.userName })}</Title>
        <Details>
          <Term>{t('gaia_profile_user_code')}</Term>
          <Value data-testid="user-code" dir="ltr">
            {user.userCode}
          </Value>
        </Details>
      </Welcome>
      <Home user={user} />
    </Page>
  );
}
