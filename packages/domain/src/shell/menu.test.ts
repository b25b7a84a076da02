import { describe, expect, it } from 'vitest';
import { hasPermission, menuFitsViewport, menuPath, showsLeftMenu, visibleMenuItems } from './menu';
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
    expect(items.map((item) => item.code)).toEqual(['HOME', 'LOG', 'LINES']);
    expect(items[1]).toEqual({ kind: 'route', code: 'LOG', label: 'gaia_shell_menu_operation_log', to: '/operationLog' });
    expect(items[2]).toMatchObject({ kind: 'action', action: 'requestLineCount' });
  });

  it('hides what a permission guards when the user lacks it', () => {
    expect(visibleMenuItems(entries, { permissions: ['LINE_REQUEST'] }).map((item) => item.code)).toEqual(['HOME', 'LINES']);
  });

  it('offers an explorer (no permissions fetched) only the unguarded entries', () => {
    expect(visibleMenuItems(entries).map((item) => item.code)).toEqual(['HOME']);
    expect(hasPermission(undefined, undefined)).toBe(true);
    expect(hasPermission(undefined, 'X')).toBe(false);
  });

  it('leaves out routes the portal does not have rather than offering broken links', () => {
    expect(visibleMenuItems(entries, { permissions: [] }).some((item) => item.code === 'SHOP')).toBe(false);
    expect(visibleMenuItems(entries, { permissions: [], routes: ['/shop'] }).map((item) => item.code)).toEqual(['SHOP']);
  });

  it('reads absolute URLs, queries and trailing slashes as paths', () => {
    expect(menuPath('https://portal.example/operationLog/?x=1')).toBe('/operationLog');
    expect(menuPath('myDetails')).toBe('/myDetails');
    expect(menuPath('/myOrders///')).toBe('/myOrders');
    expect(menuPath('/')).toBe('/');
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
