import { startTransition, useCallback, useLayoutEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LOGIN_URL, headerSignInHref, shellChrome } from '@gaia/domain';
import { Button, Link, useGaia } from '@gaia/ui';
import { tokenStore } from '../app/browserStorage';
import { ErrorCatalogueBridge } from '../app/ErrorCatalogueBridge';
import { HeaderSlotContext } from '../app/HeaderSlot';
import { useLocaleSwitch } from '../app/LocaleContext';
import { HeaderClaimContext } from '../features/account/headerClaim';
import { RouterAnchor } from '../features/signIn/RouterAnchor';
import { Actions, Brand, Header, HeaderSlot, Main, PlainPage, SkipLink } from './Shell.styles';
import { dismissFirstFrame, paintedFirstFramePath } from '../firstFrame/dismissFirstFrame';
import { usePageTitle } from './usePageTitle';

/**
 * The shared header (logo, language, and the user's actions) and the main landmark. Signed in, the
 * signed-in area claims the header and renders the user menu into its slot (F2.14). Otherwise the
 * header shows a sign-in link whose t follows spec 01 §2: c when the current path contains -c, else
 * i. The link is left out on /signIn itself, where the form's own individual/corporate choice sets t,
 * and while a session token is kept (the signed-in area is loading or about to claim the header).
 * Spec 03 §2 (F3.1): routes of the chrome-less pattern list render without the header, and
 * /selectPaymentMethod without the header block on a white background (shellChrome).
 */
export function Shell() {
  const { t, locale } = useGaia();
  const switchLocale = useLocaleSwitch();
  const { pathname } = useLocation();
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  // A transition: an urgent update here, while the prerendered page is still hydrating, would make
  // React re-create the page (dropping anything typed into it) instead of hydrating it first.
  const slotRef = useCallback(
    (element: HTMLElement | null) => startTransition(() => setSlot(element)),
    [],
  );
  const [claimed, setClaimed] = useState(false);
  const other = locale === 'ar' ? 'en' : 'ar';
  const showSignIn = !claimed && pathname !== LOGIN_URL && !tokenStore.get();
  const chrome = shellChrome(pathname);
  usePageTitle(t('gaia_app_title'), chrome);
  // A first frame pictures one page (ADR 0029): on the way to another one (sign-in after a session
  // ended, a redirect) it steps aside at once.
  useLayoutEffect(() => {
    const painted = paintedFirstFramePath();
    if (painted !== undefined && painted !== pathname) dismissFirstFrame();
  }, [pathname]);

  return (
    <HeaderClaimContext.Provider value={setClaimed}>
      <HeaderSlotContext.Provider value={slot}>
        <ErrorCatalogueBridge />
        {chrome === 'full' ? <SkipLink href="#main">{t('gaia_skip_to_content')}</SkipLink> : null}
        {chrome === 'full' ? (
          <Header>
            <Brand href="/">{t('gaia_app_name')}</Brand>
            <Actions>
              <Button
                variant="ghost"
                size="sm"
                lang={other}
                onClick={() => void switchLocale(other)}
              >
                {t('gaia_language_switch')}
              </Button>
              <HeaderSlot ref={slotRef} data-header-slot="" />
              {showSignIn ? (
                // gaia_signin_title ('Sign in') ships with the first paint, unlike the profile area's keys.
                <Link
                  as={RouterAnchor}
                  variant="standalone"
                  href={headerSignInHref(pathname)}
                  data-testid="header-sign-in"
                >
                  gaia_signin_title
                </Link>
              ) : null}
            </Actions>
          </Header>
        ) : null}
        {chrome === 'full' ? (
          <Main id="main" tabIndex={-1}>
            <Outlet />
          </Main>
        ) : (
          <PlainPage id="main" tabIndex={-1} $white={chrome === 'plainWhite'} data-chrome={chrome}>
            <Outlet />
          </PlainPage>
        )}
      </HeaderSlotContext.Provider>
    </HeaderClaimContext.Provider>
  );
}
