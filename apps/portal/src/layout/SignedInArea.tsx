import { Suspense, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { LOGIN_URL, fetchesPermissions, isShopPath, offersShop, readIframeMenuMessage, shellAccess, type SessionUser } from '@gaia/domain';
import { lazyWithRetry } from '@gaia/ui';
import { errorBehaviour, isApiError } from '@gaia/domain/api';
import { tokenStore } from '../app/browserStorage';
import { useHeaderSlot } from '../app/HeaderSlot';
import { onCatalogueFailure, queryClient } from '../app/queryClient';
import { endSession, sessionQuery, signInHrefWithoutSession } from '../app/session';
import { changePassword } from '../features/account/accountApi';
import { HeaderAccountPlaceholder } from '../features/account/HeaderAccountPlaceholder';
import { useClaimHeader } from '../features/account/headerClaim';
import { useSignOut } from '../features/account/useSignOut';
import { menuQuery, permissionQuery } from '../features/shell/shellQueries';
import { HeaderCountsPlaceholder } from '../features/shop/headerCount.styles';
import { exploreAllowed } from './exploreMemory';
import { SignedInFrame } from './SignedInFrame';
import { useIdleOnce } from './useIdleOnce';
import { withServerState } from './withServerState';

/*
 * The header's user menu is its own chunk (the kit's menu and popover positioning): it starts
 * loading with the area, alongside the session call and the page, and a placeholder of the menu
 * button's size holds its place meanwhile.
 */
const loadHeaderAccount = () => import('../features/account/HeaderAccount');
const HeaderAccount = lazyWithRetry(() => loadHeaderAccount().then((m) => ({ default: m.HeaderAccount })));
/* The shop's favourites and cart links (F4.2, F4.3) are their own chunk, loaded with the area. */
const ShopHeaderCounts = lazyWithRetry(() => import('../features/shop/ShopHeaderCounts'));
/* The profile-completion prompt decides itself whether to show (F2.12); it loads once the page is drawn. */
const CompletionPrompt = lazyWithRetry(() => import('../features/completion/CompletionPrompt'));
/* The mobile-fill dialog (spec 02 §5, docs/adr/0027) asks after the completion prompt; it loads once the page is drawn. */
const MobileFillPrompt = lazyWithRetry(() => import('../features/mobileFill/MobileFillPrompt'));

/*
 * With a stored token the area will ask for the user, the permissions and the menu as soon as it
 * renders; asking as its code arrives starts them beside the page's code instead of after it.
 */
if (tokenStore.get()) {
  void queryClient.prefetchQuery(sessionQuery);
  if (fetchesPermissions('signedIn')) void queryClient.prefetchQuery(permissionQuery);
  void queryClient.prefetchQuery(menuQuery('signedIn'));
}

/**
 * The signed-in area (loaded on demand): server-state cache, the entry rule of spec 03 §2 (a session,
 * or exploring with exploreFlag=Y; anybody else goes to sign-in), the user panel in the header
 * (F2.14, F3.1), the page frame with the left menu and limited access (SignedInFrame) and the 401
 * rule of the error catalogue (spec 01 §8: re-login).
 */
export default withServerState(Entry);

function Entry() {
  const { pathname, search } = useLocation();
  const slot = useHeaderSlot();
  // Decided once, when the area is entered: leaving it (sign-out, a 401 ending the session) clears the
  // token, and a later render must not redirect again over the way out the area has chosen (the
  // sign-in tab of the party, spec 01 §2). The shop's pages are open to visitors (ADR 0024).
  const [exploring] = useState(() => exploreAllowed(search));
  const [access] = useState(() => shellAccess({ signedIn: Boolean(tokenStore.get()), exploreFlag: exploring, publicPage: isShopPath(pathname) }));
  if (access === 'signIn') return <Navigate to={signInHrefWithoutSession()} replace />;
  if (access === 'explore') {
    return (
      <>
        {/* A visitor's cart is kept in this browser: the header shows it beside the sign-in link. */}
        {slot ? createPortal(<Suspense fallback={<HeaderCountsPlaceholder aria-hidden />}><ShopHeaderCounts /></Suspense>, slot) : null}
        <SignedInFrame state={{ access: 'explore', permissionsReady: true }} waitingForPermission={false} expectsMenu={exploring} />
      </>
    );
  }
  return <SignedIn />;
}

/**
 * Whether the header's user panel shows: yes, until the embedded menu iframe says otherwise with its
 * message (spec 03 §2), posted from the portal's own origin.
 */
function useUserPanelShown(): boolean {
  const [shown, setShown] = useState(true);
  useEffect(() => {
    const listen = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const show = readIframeMenuMessage(event.data);
      if (show !== undefined) setShown(show);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, []);
  return shown;
}

function SignedIn() {
  const navigate = useNavigate();
  const slot = useHeaderSlot();
  /*
   * Set when the area is being left (sign-out, 401 re-login, 593 maintenance): that navigation wins,
   * and nothing here renders, redirects or asks for the session again meanwhile.
   */
  const [leaving, setLeaving] = useState(false);
  const session = useQuery({ ...sessionQuery, enabled: !leaving });
  const permission = useQuery({ ...permissionQuery, enabled: !leaving && fetchesPermissions('signedIn') });
  const userPanelShown = useUserPanelShown();
  // The prompts ask for something of the person (F2.12, spec 02 §5): they start once the page is drawn.
  const prompting = useIdleOnce() && Boolean(session.data);
  useClaimHeader();

  useEffect(() => {
    // A failed preload is left to the lazy component, which loads (and reports) on its own.
    loadHeaderAccount().catch(() => undefined);
  }, []);

  // The caches record every failed call (queryClient.ts): a 401 or a 593 anywhere ends the area.
  useEffect(
    () =>
      onCatalogueFailure((error) => {
        const { kind } = errorBehaviour(error);
        if (kind === 'maintenance') setLeaving(true);
        if (kind === 'relogin') {
          setLeaving(true);
          navigate(`/signIn?t=${endSession()}`, { replace: true });
        }
      }),
    [navigate],
  );

  if (leaving) return null;
  // Spec 02 §2: an empty user (the current user cannot be loaded) goes to the login URL.
  if (session.isError || (session.isSuccess && !session.data?.userId)) {
    // A 401 (the session ended) is the catalogue's re-login rule's: it says why and reopens sign-in
    // on the party's tab (spec 01 §2, §8); going to sign-in from here as well would race it.
    if (session.isError && isApiError(session.error) && errorBehaviour(session.error).kind === 'relogin') return null;
    return <Navigate to={LOGIN_URL} replace />;
  }

  return (
    <>
      {slot && session.data && userPanelShown
        ? createPortal(<SignedInHeader user={session.data} onLeave={() => setLeaving(true)} />, slot)
        : null}
      <SignedInFrame
        state={{
          access: 'signedIn',
          user: session.data,
          permissions: permission.data?.permissionList,
          permissionsReady: !permission.isPending,
        }}
        permission={permission.data}
        waitingForPermission={permission.isPending}
      />
      {prompting ? (
        <Suspense fallback={null}>
          <CompletionPrompt />
        </Suspense>
      ) : null}
      {/* Its own boundary: its chunk loading never holds the completion prompt back. */}
      {prompting ? (
        <Suspense fallback={null}>
          <MobileFillPrompt />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * The header's user actions. The account calls are wired here, next to the session and the request
 * layer this area already holds, so the menu's and the dialogs' chunks carry only what they show.
 * `onLeave` tells the area that sign-out is navigating away.
 */
function SignedInHeader({ user, onLeave }: { user: SessionUser; onLeave: () => void }) {
  const signOut = useSignOut(user.partyType, onLeave);
  return (
    <>
      {offersShop(user.partyType) ? (
        <Suspense fallback={<HeaderCountsPlaceholder aria-hidden />}>
          <ShopHeaderCounts />
        </Suspense>
      ) : null}
      <Suspense fallback={<HeaderAccountPlaceholder user={user} />}>
        <HeaderAccount user={user} signOut={signOut} changePassword={changePassword} />
      </Suspense>
    </>
  );
}
