import { Suspense, useDeferredValue, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Feature, isFeatureEnabled, readSignInQuery, SignInRoute } from '@gaia/domain';
import { Link, lazyWithRetry, useT } from '@gaia/ui';
import { lazyWithMessages } from '../../app/lazyWithMessages';
import { PartyLinks } from '../../layout/PartyLinks';
import { usePortalConfig, usePortalConfigLoaded } from '../../app/portalConfig';
import { Card, Links, Subtitle, Title } from './SignInPage.styles';
import { RouterAnchor } from './RouterAnchor';
import { SignUpLink } from './SignUpLink';
import { createSignInDraft } from '@gaia/domain';
import { createFieldFocusHandoff } from './fieldFocusHandoff';

/*
 * The individual password form is the first paint (B6): prerendered into /signIn's HTML, where it shows
 * before any script runs. Its behaviour (react-hook-form, the domain's rules) is a chunk of its own that
 * loads as the page starts: React hydrates the prerendered form once it is there, and what is typed
 * meanwhile is kept (the page's inline guard). It needs only the first-paint messages, so it does not
 * wait for the whole catalogue. The other modes are their own chunks too, loaded when chosen.
 */
const PasswordLoginForm = lazyWithRetry(() => import('./PasswordLoginForm'));
const CodeLoginForm = lazyWithMessages(() => import('./CodeLoginForm'));
const LegacyLoginForm = lazyWithMessages(() => import('./LegacyLoginForm'));
const CorporateLoginForm = lazyWithMessages(() => import('./CorporateLoginForm'));
const FaceLoginForm = lazyWithMessages(() => import('./face/FaceLoginForm'));

/** The mode lives in the URL (m=code | m=face) so back and reload keep it. */
const MODE_PARAM = 'm';
type Mode = 'password' | 'code' | 'face';

function readMode(value: string | null, faceEnabled: boolean): Mode {
  if (value === 'code') return 'code';
  if (value === 'face' && faceEnabled) return 'face';
  return 'password';
}

/**
 * /signIn (F1.1): t chooses individual (i, also signUp after a completed registration) or corporate
 * (c); gaiaId prefills the corporate account. Individual: password mode (F1.2), code mode (F1.3),
 * face (F1.5), or the older three-field form when configured (F1.9). Corporate: password plus code
 * (F1.4) or face (F1.5). Face appears when the backend enables it.
 */
export default function SignInPage() {
  const t = useT();
  const [params] = useSearchParams();
  /*
   * The configuration arrives while the person may already be typing into the password form, and it
   * may choose the older three-field form, whose code and catalogue load only then. Its choices are
   * taken in the background (deferred): the password form stays on screen and takes typing until the
   * older form is ready, then the older form replaces it, starting from everything typed until that
   * moment, with the person in the same field. Taken at once, the password form would be hidden
   * behind the loading text while the older form loads, and what is typed meanwhile would be lost:
   * the older form would open without it (an empty account keeps Send code disabled).
   */
  const config = useDeferredValue(usePortalConfig());
  const configLoaded = useDeferredValue(usePortalConfigLoaded());
  const query = readSignInQuery(params.toString());
  const corporate = query.tab === 'c';
  const faceEnabled = isFeatureEnabled(config, Feature.faceLogin);
  const legacy = !corporate && isFeatureEnabled(config, Feature.legacySignInForm);
  const mode = readMode(params.get(MODE_PARAM), faceEnabled);
  // What the password form holds, for the older form that replaces it when the configuration arrives.
  const [draft] = useState(createSignInDraft);
  // The field the person is in when the older form replaces the password form.
  const [focusHandoff] = useState(createFieldFocusHandoff);
  // Face mode asked for in the URL waits for the configuration rather than showing another form.
  const waiting = params.get(MODE_PARAM) === 'face' && !configLoaded;

  /** The same tab with another mode, as a link (back and reload keep it). */
  const modeHref = (next: Mode) => {
    const search = new URLSearchParams(params);
    if (next === 'password') search.delete(MODE_PARAM);
    else search.set(MODE_PARAM, next);
    return `${SignInRoute.signIn}?${search.toString()}`;
  };
  const modeLink = (next: Mode, label: string) => (
    <Link as={RouterAnchor} variant="standalone" href={modeHref(next)}>
      {label}
    </Link>
  );

  /*
   * The form's slot is made anew only when what chooses the form changes. The configuration's store
   * answers its arrival with an urgent render of this page (the deferred values above are still the
   * old ones then); were that render to give the form's Suspense boundary new props while the
   * prerendered form is still hydrating, React would render the form afresh and drop what was typed
   * into it. Handed the same element, React leaves the boundary to hydrate (ADR 0007).
   */
  const formSlot = useMemo(() => {
    const form = waiting ? (
      <p aria-busy="true">{t('gaia_portal_signin_loading')}</p>
    ) : corporate ? (
      mode === 'face' ? (
        <FaceLoginForm key="corporate-face" partyType="CORPORATE" initialAccount={query.gaiaId} />
      ) : (
        <CorporateLoginForm key="corporate" gaiaId={query.gaiaId} />
      )
    ) : mode === 'face' ? (
      <FaceLoginForm key="face" partyType="INDIVIDUAL" />
    ) : legacy ? (
      <LegacyLoginForm key="legacy" draft={draft} focusHandoff={focusHandoff} />
    ) : mode === 'code' ? (
      <CodeLoginForm key="code" />
    ) : (
      <PasswordLoginForm key="password" draft={draft} focusHandoff={focusHandoff} />
    );
    return <Suspense fallback={<p aria-busy="true">{t('gaia_portal_signin_loading')}</p>}>{form}</Suspense>;
  }, [t, waiting, corporate, mode, legacy, query.gaiaId, draft, focusHandoff]);

  return (
    <Card aria-labelledby="signin-title">
      <Title id="signin-title">{t('gaia_signin_title')}</Title>
      <Subtitle>{t(corporate ? 'gaia_portal_signin_subtitle_corporate' : 'gaia_signin_subtitle_individual')}</Subtitle>
      <PartyLinks corporate={corporate} hrefFor={(isCorporate) => `${SignInRoute.signIn}?t=${isCorporate ? 'c' : 'i'}`} />
      {formSlot}
      <Links>
        {!corporate && mode === 'password' && !legacy ? (
          <Link as={RouterAnchor} variant="standalone" href={SignInRoute.forgot}>
            gaia_portal_signin_forgot
          </Link>
        ) : null}
        {corporate && mode !== 'face' ? (
          <Link as={RouterAnchor} variant="standalone" href={`${SignInRoute.forgot}?t=c`}>
            gaia_portal_signin_forgot
          </Link>
        ) : null}
        {!corporate && !legacy && mode !== 'code' ? modeLink('code', 'gaia_portal_signin_use_code') : null}
        {mode !== 'password' ? modeLink('password', corporate ? 'gaia_portal_signin_use_password_code' : 'gaia_portal_signin_use_password') : null}
        {faceEnabled && mode !== 'face' ? modeLink('face', 'gaia_portal_signin_use_face') : null}
      </Links>
      <SignUpLink corporate={corporate} />
    </Card>
  );
}
