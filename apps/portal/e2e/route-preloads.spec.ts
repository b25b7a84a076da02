import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { holdScripts } from './support/holdScripts';

/*
 * ADR 0007 ("Later loads"): opening any address but the landing one requests the modules of the
 * screen it shows with the entry, from index.html itself (src/routeModules.ts): the routes, the
 * signed-in area for its screens, the page, the start-up modules and the catalogue of the language
 * the app will choose. Here the entry is held, so whatever is requested comes from the HTML alone.
 */

/** The built chunks requested by the page so far, by their name before the hash (`ProductListPage`, `en` …). */
function chunksRequested(page: Page): Set<string> {
  const names = new Set<string>();
  page.on('request', (request) => {
    const chunk = /\/assets\/([^/]+)-[\w-]{8}\.js$/.exec(new URL(request.url()).pathname);
    if (chunk?.[1]) names.add(chunk[1]);
  });
  return names;
}

test.describe('ADR 0007: a screen\'s modules are requested with the entry', () => {
  test('F4.1 /shop/products asks for the routes, the signed-in area, the list page, the start-up modules and the English catalogue before the app runs', async ({ page }) => {
    await holdScripts(page);
    const requested = chunksRequested(page);
    await page.goto('/shop/products', { waitUntil: 'domcontentloaded' });
    for (const name of ['areaRoutes', 'SignedInArea', 'ProductListPage', 'config', 'queryClient', 'errorCatalogue', 'en']) {
      await expect.poll(() => requested.has(name), { message: `${name} requested` }).toBe(true);
    }
    expect(requested.has('ar')).toBe(false);
    // The app itself never ran: no other screen, no call to the backend was asked for.
    expect(requested.has('MyOrdersPage')).toBe(false);
  });

  test('F0.4 in Arabic (?lang=ar) the Arabic catalogue is asked for beside the English one (the fallback); an open screen needs no signed-in area', async ({ page }) => {
    await holdScripts(page);
    const requested = chunksRequested(page);
    await page.goto('/shopLocator?lang=ar', { waitUntil: 'domcontentloaded' });
    for (const name of ['areaRoutes', 'ShopLocatorPage', 'en', 'ar']) {
      await expect.poll(() => requested.has(name), { message: `${name} requested` }).toBe(true);
    }
    expect(requested.has('SignedInArea')).toBe(false);
  });

  test('an address no screen has asks for nothing ahead; the app then shows its not-found page', async ({ page }) => {
    const requested = chunksRequested(page);
    const release = await holdScripts(page);
    await page.goto('/no-such-page', { waitUntil: 'domcontentloaded' });
    // The entry's own modules are asked for in the same step as a screen's would be: once they are,
    // nothing of the routes was asked for from the HTML.
    await expect.poll(() => requested.has('vendor') && requested.has('core')).toBe(true);
    expect(requested.has('areaRoutes')).toBe(false);
    release();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(requested.has('areaRoutes')).toBe(true);
  });
});
