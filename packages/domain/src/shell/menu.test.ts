import { describe, expect, it } from 'vitest';
import { ApiError } from '../kernel/http/ApiError';
import {
  PORTAL_MENU_ROUTES,
  VISITOR_WITHOUT_MENU,
  hasPermission,
  isMenuRefusedToVisitor,
  menuFitsViewport,
  menuPath,
  menuTarget,
  showsLeftMenu,
  visibleMenuItems,
} from './menu';
import type { MenuEntry } from './model';

const entries: MenuEntry[] = [
  { menuCode: 'HOME', menuName: 'gaia_shell_menu_home', url: '/myProfile' },
  { menuCode: 'LOG', menuName: 'gaia_shell_menu_operation_log', url: '/operationLog', permissionCode: 'OPERATION_LOG_VIEW' },
  { menuCode: 'SHOP', menuName: 'gaia_shell_menu_shop', url: '/shop' },
  { menuCode: 'LINES', menuName: 'gaia_shell_menu_request_lines', action: 'requestLineCount', permissionCode: 'LINE_REQUEST' },
  { menuCode: 'ODD', menuName: 'odd', action: 'launchRocket' },
  { menuCode: 'EMPTY', menuName: 'empty' },
];

describe('F3.1 left menu', () => {
  it('offers the known routes and actions the user is permitted, in the server order', () => {
    const items = visibleMenuItems(entries, { permissions: ['OPERATION_LOG_VIEW', 'LINE_REQUEST'] });
    expect(items.map((item) => item.code)).toEqual(['HOME', 'LOG', 'SHOP', 'LINES']);
    expect(items[1]).toEqual({ kind: 'route', code: 'LOG', label: 'gaia_shell_menu_operation_log', to: '/operationLog' });
    expect(items[3]).toMatchObject({ kind: 'action', action: 'requestLineCount' });
  });

  it('hides what a permission guards when the user lacks it', () => {
    expect(visibleMenuItems(entries, { permissions: ['LINE_REQUEST'] }).map((item) => item.code)).toEqual(['HOME', 'SHOP', 'LINES']);
  });

  it('offers an explorer (no permissions fetched) only the unguarded entries', () => {
    expect(visibleMenuItems(entries).map((item) => item.code)).toEqual(['HOME', 'SHOP']);
    expect(hasPermission(undefined, undefined)).toBe(true);
    expect(hasPermission(undefined, 'X')).toBe(false);
  });

  it('leaves out routes the portal does not have rather than offering broken links', () => {
    expect(visibleMenuItems(entries, { permissions: [], routes: ['/myProfile'] }).some((item) => item.code === 'SHOP')).toBe(false);
    expect(visibleMenuItems(entries, { permissions: [], routes: ['/shop'] }).map((item) => item.code)).toEqual(['SHOP']);
    expect(visibleMenuItems([{ menuCode: 'X', menuName: 'x', url: '/eSimShop' }])).toEqual([]);
  });

  it('F4.1 offers the shop, the address book and the coverage map (its ?type=coverage kept)', () => {
    expect(PORTAL_MENU_ROUTES).toEqual(expect.arrayContaining(['/shop', '/addresses', '/map']));
    const items = visibleMenuItems([
      { menuCode: 'SHOP', menuName: 'Shop', url: '/shop' },
      { menuCode: 'ADDRESS_BOOK', menuName: 'My addresses', url: '/addresses' },
      { menuCode: 'COVERAGE_MAP', menuName: 'Coverage map', url: '/map?type=coverage' },
    ]);
    expect(items.map((item) => (item.kind === 'route' ? item.to : item.action))).toEqual(['/shop', '/addresses', '/map?type=coverage']);
    expect(menuTarget('https://portal.example/map/?type=coverage#top')).toBe('/map?type=coverage');
    expect(menuTarget('myOrders')).toBe('/myOrders');
  });

  it('F4.1 a visitor refused the menu (401 while exploring) gets no menu instead of the re-login rule', () => {
    const unauthorized = new ApiError({ kind: 'unauthorized', url: '/ecare/menu/list', status: 401 });
    expect(isMenuRefusedToVisitor('explore', unauthorized)).toBe(true);
    // A signed-in user's 401 is the session ending: the catalogue's re-login rule applies.
    expect(isMenuRefusedToVisitor('signedIn', unauthorized)).toBe(false);
    expect(isMenuRefusedToVisitor('explore', new ApiError({ kind: 'network', url: '/ecare/menu/list' }))).toBe(false);
    expect(isMenuRefusedToVisitor('explore', new Error('x'))).toBe(false);
    expect(showsLeftMenu(VISITOR_WITHOUT_MENU, visibleMenuItems(VISITOR_WITHOUT_MENU.menuList))).toBe(false);
  });

  const paths: [url: string, path: string][] = [
    ['https://portal.example/operationLog/?x=1', '/operationLog'], ['myDetails', '/myDetails'], ['/myOrders///', '/myOrders'], ['/', '/'],
  ];

  it.each(paths)('reads absolute URLs, queries and trailing slashes as paths: %s → %s', (url, path) => {
    expect(menuPath(url)).toBe(path);
  });

  it('draws the left menu only for the left card type with entries, sticky only when it fits', () => {
    const items = visibleMenuItems(entries);
    expect(showsLeftMenu({ menuCardType: 'left' }, items)).toBe(true);
    expect(showsLeftMenu({ menuCardType: 'top' }, items)).toBe(false);
    expect(showsLeftMenu({ menuCardType: 'left' }, [])).toBe(false);
    expect(showsLeftMenu(undefined, items)).toBe(false);
    expect(menuFitsViewport(500, 800, 64)).toBe(true);
    expect(menuFitsViewport(760, 800, 64)).toBe(false);
    expect(menuFitsViewport(0, 800)).toBe(false);
  });
});
