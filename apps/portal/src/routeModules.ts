import type { KeyValueStorage } from '@gaia/domain';
import { startingLocale, storageOf } from './prerenderGuard';

/*
 * The first load's modules of the address being opened, as index.html's inline script asks for them
 * (scripts/prerender.mjs compiles this module into it): every chunk the screen needs is requested
 * with the entry, beside each other, instead of level by level as each one's code arrives and asks
 * for the next (the routes, then the signed-in area, then the page). It must not import the app
 * (React, the kit): it is inlined into the page.
 */

/** What the build writes into index.html for this script: the chunks each address starts with. */
export interface RouteModuleTable {
  /** Where the chunk files are (`/assets/`). */
  base: string;
  /** The chunk files' names without the folder and the `.js`, referred to by their index below. */
  files: readonly string[];
  /** What every screen loads as the app starts (the configuration, the caches, the error catalogue). */
  boot: readonly number[];
  /** Each screen: its addresses (React Router patterns without the leading slash) and its chunks. */
  routes: readonly (readonly [patterns: readonly string[], chunks: readonly number[]])[];
  /** The chunk of each locale's catalogue: English is always loaded (the fallback), another beside it. */
  catalogues: Readonly<Record<string, number>>;
}

/** Whether an address matches a route pattern (`shop/product/:productId`): segment by segment. */
export function matchesRoute(pattern: string, pathname: string): boolean {
  const wanted = pattern.split('/');
  const actual = pathname.replace(/^\/+|\/+$/g, '').split('/');
  return wanted.length === actual.length && wanted.every((segment, i) => segment.startsWith(':') ? actual[i] !== '' : segment === actual[i]);
}

/**
 * The chunk files to request for `pathname` (none for an address no screen has, or the landing one,
 * which is prerendered with its own): the screen's chunks, the start-up ones, and the catalogues of
 * the locale the app will resolve (F0.4: the URL's, then the stored settings').
 */
export function routeModules(table: RouteModuleTable, pathname: string, search: string, storage: KeyValueStorage | undefined): string[] {
  const route = table.routes.find(([patterns]) => patterns.some((pattern) => matchesRoute(pattern, pathname)));
  if (!route) return [];
  const locale = startingLocale(search, storage);
  const catalogues = [table.catalogues.en, table.catalogues[locale]];
  const chunks = new Set([...table.boot, ...route[1], ...catalogues.filter((each): each is number => each !== undefined)]);
  return [...chunks].flatMap((index) => (table.files[index] ? [`${table.base}${table.files[index]}.js`] : []));
}

/** The chunk files to request for the page being opened in this window (index.html's inline script). */
export function routeModulesOfPage(table: RouteModuleTable, win: Window): string[] {
  return routeModules(table, win.location.pathname, win.location.search, storageOf(win));
}
