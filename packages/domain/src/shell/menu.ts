import type { MenuEntry, MenuList } from './model';
import { withoutTrailingSlashes } from './routePatterns';

/**
 * The left-hand menu's rules (spec 03 §2, §6; F3.1). The server's menu may name routes of areas the
 * portal has not built yet: such entries are left out rather than offered as links to a page that
 * does not exist (README "Menu entries"). Entries that need a permission the user lacks are hidden.
 */

/** Routes of the signed-in area a menu entry may lead to today. */
export const PORTAL_MENU_ROUTES: readonly string[] = ['/myProfile', '/myDetails', '/myOrders', '/topUp', '/operationLog'];

/** Actions a menu entry may ask for instead of a route. */
export const MenuAction = {
  /** Opens the request-line-count modal (F3.12). */
  requestLineCount: 'requestLineCount',
} as const;
export type MenuActionName = (typeof MenuAction)[keyof typeof MenuAction];

const KNOWN_ACTIONS: readonly string[] = Object.values(MenuAction);

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
export function hasPermission(permissions: readonly string[] | undefined, permissionCode: string | undefined): boolean {
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

function toItem(entry: MenuEntry, routes: readonly string[]): ShellMenuItem | undefined {
  const base = { code: entry.menuCode, label: entry.menuName, ...(entry.icon ? { icon: entry.icon } : {}) };
  if (entry.action) {
    return KNOWN_ACTIONS.includes(entry.action) ? { ...base, kind: 'action', action: entry.action as MenuActionName } : undefined;
  }
  if (!entry.url) return undefined;
  const path = menuPath(entry.url);
  return routes.includes(path) ? { ...base, kind: 'route', to: path } : undefined;
}

/** The entries to offer, in the server's order: known routes and actions the user is permitted. */
export function visibleMenuItems(entries: readonly MenuEntry[], visibility: MenuVisibility = {}): ShellMenuItem[] {
  const routes = visibility.routes ?? PORTAL_MENU_ROUTES;
  return entries.flatMap((entry) => {
    if (!hasPermission(visibility.permissions, entry.permissionCode)) return [];
    const item = toItem(entry, routes);
    return item ? [item] : [];
  });
}

/** Whether the left-hand menu is drawn: the card type is left and there is something to offer. */
export function showsLeftMenu(menu: Pick<MenuList, 'menuCardType'> | undefined, items: readonly ShellMenuItem[]): boolean {
  return menu?.menuCardType === 'left' && items.length > 0;
}

/**
 * Whether the menu can stick while the page scrolls (spec 03 §2: sticky when it fits the viewport):
 * only when all of it is visible below the header; a taller menu scrolls with the page.
 */
export function menuFitsViewport(menuHeight: number, viewportHeight: number, headerHeight = 0): boolean {
  return menuHeight > 0 && menuHeight <= viewportHeight - headerHeight;
}

/** The menu is measured again this long after a layout change settles (spec 03 §9: 2000 ms). */
export const MENU_REMEASURE_MS = 2000;
