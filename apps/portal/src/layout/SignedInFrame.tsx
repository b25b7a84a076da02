import { Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import {
  DEFAULT_LIMIT_WEB_EXCLUDED_ROUTES,
  LOGIN_URL,
  isLimitedAccess,
  showsLeftMenu,
  visibleMenuItems,
  type MenuActionName,
  type UserPermission,
} from '@gaia/domain';
import { Link, lazyWithRetry, useT } from '@gaia/ui';
import { LimitedAccess } from '../features/shell/LimitedAccess';
import { ShellContext, type ShellState } from '../features/shell/ShellContext';
import { menuQuery } from '../features/shell/shellQueries';
import { RouterAnchor } from '../features/signIn/RouterAnchor';
import { LeftMenu } from './LeftMenu';
import { Content, ExploreNotice, Frame, MenuPlaceholder } from './SignedInFrame.styles';
import { useDeferredQuery } from '../app/queries/useDeferredQuery';

/* The line-count modal (the kit's modal and stepper) loads when first opened. */
const LineCountDialog = lazyWithRetry(() => import('../features/shell/LineCountDialog'), { placement: 'dialog' });

export interface SignedInFrameProps {
  /** Signed in, or exploring without signing in (F3.1). */
  state: ShellState;
  /** The permission answer (undefined while exploring, loading, or when it failed). */
  permission?: UserPermission;
  /** Whether pages wait for the permission answer (it decides limited access): only while it loads. */
  waitingForPermission: boolean;
  /**
   * Whether the menu's place is kept while it loads: for those who mostly have one (a session, a
   * visitor exploring with exploreFlag=Y), not for a visitor of the shop's open pages, whom the
   * operator's menu call usually refuses. @default true
   */
  expectsMenu?: boolean;
}

/**
 * F3.1: the page frame of the signed-in area — the left-hand menu of /ecare/menu/list (when the card
 * type is left), the page, or the limited-access placeholder in its place when the operation flag
 * is N (except the configured routes), and the request-line-count modal the menu can open.
 */
export function SignedInFrame({ state, permission, waitingForPermission, expectsMenu = true }: SignedInFrameProps) {
  const t = useT();
  const { pathname } = useLocation();
  const menu = useDeferredQuery(menuQuery(state.access));
  const [action, setAction] = useState<MenuActionName | undefined>(undefined);
  const items = visibleMenuItems(menu.data?.menuList ?? [], { permissions: state.permissions });
  // The menu waits for the permissions, so guarded entries never appear and then vanish (or the reverse).
  const withMenu = state.permissionsReady && showsLeftMenu(menu.data, items);
  // Until then its place is kept (most customers have the menu), so the page does not shift.
  const menuPending = expectsMenu && (menu.isPending || !state.permissionsReady);
  const excluded = permission?.limitWebExcludedRoutes ?? DEFAULT_LIMIT_WEB_EXCLUDED_ROUTES;
  const limited = isLimitedAccess(pathname, permission?.operationFlag, excluded);
  // Until the operation flag is known, a route it could close shows nothing rather than flashing.
  const undecided = waitingForPermission && isLimitedAccess(pathname, 'N', excluded);

  return (
    <ShellContext.Provider value={state}>
      <Frame $withMenu={withMenu || menuPending}>
        {state.access === 'explore' ? (
          <ExploreNotice data-testid="explore-notice">
            <span>{t('gaia_shell_explore_notice')}</span>
            <Link as={RouterAnchor} variant="standalone" href={LOGIN_URL}>
              gaia_shell_explore_sign_in
            </Link>
          </ExploreNotice>
        ) : null}
        {withMenu ? <LeftMenu items={items} onAction={setAction} /> : menuPending ? <MenuPlaceholder aria-hidden="true" data-testid="menu-placeholder" /> : null}
        <Content>{undecided ? null : limited ? <LimitedAccess /> : <Outlet />}</Content>
      </Frame>
      {action === 'requestLineCount' && state.user ? (
        <Suspense fallback={null}>
          <LineCountDialog partyType={state.user.partyType} onClose={() => setAction(undefined)} />
        </Suspense>
      ) : null}
    </ShellContext.Provider>
  );
}
