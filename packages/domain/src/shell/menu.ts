import { isApiError } from '../kernel/http/ApiError';
import { isCodeOf } from '../kernel/rules/codeTable';
import type { MenuEntry, MenuList } from './model';
import { withoutTrailingSlashes } from './routePatterns';

/**
 * The left-hand menu's rules (spec 03 §2, §6; F3.1). The server's menu may name routes of areas the
 * portal has not built yet: such entries are left out rather than offered as links to a page that
 * does not exist (README "Menu entries"). Entries that need a permission the user lacks are hidden.
 */

/**
 * Routes a menu entry may lead to today: the signed-in area's pages, the shop (ADR 0024), the address
 * book and the coverage map (/map?type=coverage, spec 03 §2 "Map page").
 */
export const PORTAL_MENU_ROUTES: readonly string[] = [
  '/myProfile',
  '/myDetails',
  '/myOrders',
  '/topUp',
  '/operationLog',
  '/shop',
  '/addresses',
  '/map',
];

/** Actions a menu entry may ask for instead of a route. */
export const MenuAction = {
  /** Opens the request-line-count modal (F3.12). */
  requestLineCount: 'requestLineCount',
} as const;
export type MenuActionName = (typeof MenuAction)[keyof typeof MenuAction];

/** A menu entry the portal can offer: a link to one of its routes, or one of its actions. */
export type ShellMenuItem =
  | { kind: 'route'; code: string; label: string; icon?: string; to: string }
  | { kind: 'action'; code: string; label: string; icon?: string; action: MenuActionName };

export interface MenuVisibility {
  /**
   * The user's permission codes; undefined when none were fetched (exploring without signing in),
   * in which case only the entries that need no permission are offered.
   */
  permissions?: readonly string[];
  /** Routes that exist in the portal. @default PORTAL_MENU_ROUTES */
  routes?: readonly string[];
}

/** Whether the user may use what needs `permissionCode` (nothing needed: yes). */
export function hasPermission(
  permissions: readonly string[] | undefined,
  permissionCode: string | undefined,
): boolean {
  if (!permissionCode) return true;
  return permissions?.includes(permissionCode) ?? false;
}

/** The path of a menu URL: the server may send it absolute, with a query, or without its slash. */
export function menuPath(url: string): string {
  const trimmed = url.trim();
  let path = trimmed;
  try {
    path = new URL(trimmed, 'https://portal.invalid').pathname;
  } catch {
    // Not a URL at all: compared as it is, so it matches no route.
  }
  return withoutTrailingSlashes(path);
}

/**
 * Where a menu URL leads inside the portal: its path and its query (the coverage map's
 * `?type=coverage` is what makes /map a coverage check); the origin and any fragment are dropped.
 */
export function menuTarget(url: string): string {
  const path = menuPath(url);
  try {
    return `${path}${new URL(url.trim(), 'https://portal.invalid').search}`;
  } catch {
    return path;
  }
}

function toItem(entry: MenuEntry, routes: readonly string[]): ShellMenuItem | undefined {
  const base = {
    code: entry.menuCode,
    label: entry.menuName,
    ...(entry.icon ? { icon: entry.icon } : {}),
  };
  if (entry.action) {
    return isCodeOf(MenuAction, entry.action)
      ? { ...base, kind: 'action', action: entry.action }
      : undefined;
  }
  if (!entry.url) return undefined;
  return routes.includes(menuPath(entry.url))
    ? { ...base, kind: 'route', to: menuTarget(entry.url) }
    : undefined;
}

/** What a visitor is shown when the operator's menu call refuses them: no left menu. */
export const VISITOR_WITHOUT_MENU: MenuList = Object.freeze({ menuCardType: 'left', menuList: [] });

/**
 * Whether a failed menu call is a refusal of a visitor (401 while exploring): a visitor has no
 * session to lose, so it means "no menu for visitors" (VISITOR_WITHOUT_MENU) — never the re-login
 * rule, which would send somebody browsing the shop to sign-in with a "session ended" message.
 */
export function isMenuRefusedToVisitor(audience: 'explore' | 'signedIn', error: unknown): boolean {
  return audience === 'explore' && isApiError(error) && error.kind === 'unauthorized';
}

/** The entries to offer, in the server's order: known routes and actions the user is permitted. */
export function visibleMenuItems(
  entries: readonly MenuEntry[],
  visibility: MenuVisibility = {},
): ShellMenuItem[] {
  const routes = visibility.routes ?? PORTAL_MENU_ROUTES;
  return entries.flatMap((entry) => {
    if (!hasPermission(visibility.permissions, entry.permissionCode)) return [];
    const item = toItem(entry, routes);
    return item ? [item] : [];
  });
}

/** Whether the left-hand menu is drawn: the card type is left and there is something to offer. */
export function showsLeftMenu(
  menu: Pick<MenuList, 'menuCardType'> | undefined,
  items: readonly ShellMenuItem[],
): boolean {
  return menu?.menuCardType === 'left' && items.length > 0;
}

/**
 * Whether the menu can stick while the page scrolls (spec 03 §2: sticky when it fits the viewport):
 * only when all of it is visible below the header; a taller menu scrolls with the page.
 */
export function menuFitsViewport(
  menuHeight: number,
  viewportHeight: number,
  headerHeight = 0,
): boolean {
  return menuHeight > 0 && menuHeight <= viewportHeight - headerHeight;
}

/** The menu is measured again this long after a layout change settles (spec 03 §9: 2000 ms). */
export const MENU_REMEASURE_MS = 2000;
