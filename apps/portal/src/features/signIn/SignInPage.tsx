import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { readSignInQuery, SignInRoute } from '@gaia/domain';
import { Link, SegmentedControl, useT } from '@gaia/ui';
import { Card, Links, ModeSwitch, Subtitle, Title } from './SignInPage.styles';
import { PasswordLoginForm } from './PasswordLoginForm';
import { RouterAnchor } from './RouterAnchor';

/* The other modes are their own chunks: the individual password form stays the first paint (B6). */
const CodeLoginForm = lazy(() => import('./CodeLoginForm'));
const CorporateLoginForm = lazy(() => import('./CorporateLoginForm'));

const PARTY_OPTIONS = [
  { value: 'i', label: 'gaia_portal_signin_individual' },
  { value: 'c', label: 'gaia_portal_signin_corporate' },
] as const;

/** The individual mode lives in the URL (m=code) so back and reload keep it. */
const MODE_PARAM = 'm';
const CODE_MODE = 'code';

/**
 * /signIn (F1.1): t chooses individual (i, also signUp after a completed registration) or corporate
 * (c); gaiaId prefills the corporate account. Individual: password mode (F1.2) or code mode (F1.3).
 * Corporate: password plus code (F1.4).
 */
export default function SignInPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const query = readSignInQuery(params.toString());
  const corporate = query.tab === 'c';
  const codeMode = !corporate && params.get(MODE_PARAM) === CODE_MODE;

  const choose = (value: string) => {
    const next = new URLSearchParams(params);
    next.set('t', value);
    next.delete(MODE_PARAM);
    setParams(next, { replace: true });
  };
  const modeHref = (code: boolean) => {
    const next = new URLSearchParams(params);
    next.set('t', query.tab === 'signUp' ? 'signUp' : 'i');
    if (code) next.set(MODE_PARAM, CODE_MODE);
    else next.delete(MODE_PARAM);
    return `${SignInRoute.signIn}?${next.toString()}`;
  };

  return (
    <Card aria-labelledby="signin-title">
      <Title id="signin-title">{t('gaia_signin_title')}</Title>
      <Subtitle>{t(corporate ? 'gaia_portal_signin_subtitle_corporate' : 'gaia_signin_subtitle_individual')}</Subtitle>
      <ModeSwitch>
        <SegmentedControl
          label="gaia_portal_signin_account_type"
          hideLabel
          fullWidth
          name="partyType"
          options={PARTY_OPTIONS}
          value={corporate ? 'c' : 'i'}
          onChange={choose}
        />
      </ModeSwitch>
      <Suspense fallback={<p aria-busy="true">{t('gaia_portal_signin_loading')}</p>}>
        {corporate ? (
          <CorporateLoginForm key="corporate" gaiaId={query.gaiaId} />
        ) : codeMode ? (
          <>
            <CodeLoginForm key="code" />
            <Links>
              <Link as={RouterAnchor} variant="standalone" href={modeHref(false)}>
                gaia_portal_signin_use_password
              </Link>
            </Links>
          </>
        ) : (
          <>
            <PasswordLoginForm key="password" />
            <Links>
              <Link as={RouterAnchor} variant="standalone" href={modeHref(true)}>
                gaia_portal_signin_use_code
              </Link>
            </Links>
          </>
        )}
      </Suspense>
    </Card>
  );
}
