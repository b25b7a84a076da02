import type { Page, Request } from '@playwright/test';
import { ar } from './support/arabic';
import { expect, test } from './support/fixtures';
import { holdScripts } from './support/holdScripts';
import { openSignedIn } from './support/signIn';

/*
 * ADR 0035: on a load of /shop/products, index.html sends the product list's call itself as the page
 * is parsed and preloads the first cards' pictures from its answer; the app then takes that answer
 * instead of asking again. Here the app's entry is held, so what is sent before it runs comes from
 * the HTML alone.
 */

const LIST_CALL = '/ecare/shop/product/list';

/** The product list calls and the product pictures the page has requested so far. */
function watchRequests(page: Page): { lists: Request[]; pictures: string[] } {
  const seen = { lists: [] as Request[], pictures: [] as string[] };
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === LIST_CALL) seen.lists.push(request);
    if (pathname.startsWith('/ecare/shop/image/')) seen.pictures.push(pathname);
  });
  return seen;
}

const productNames = (page: Page) => page.getByRole('list', { name: 'Products' }).getByRole('heading', { level: 2 });

test.describe('ADR 0035: the product list is asked for by the page itself, ahead of the app', () => {
  test('F4.1 a visitor\'s load of a filtered, sorted list sends its call and preloads the first pictures before the app runs; the app takes that answer and asks nothing again', async ({ page, sandbox }) => {
    await page.request.post(`${sandbox.url}/__sandbox/settings`, { data: { exploreFlag: 'Y' } });
    const release = await holdScripts(page);
    const seen = watchRequests(page);
    await page.goto('/shop/products?category=phones&sort=priceDesc', { waitUntil: 'domcontentloaded' });
    await expect.poll(() => seen.lists.length).toBe(1);
    const call = seen.lists[0]!;
    expect(call.postDataJSON()).toEqual({ catgId: 'phones', sort: 'priceDesc', pageInfo: { currentPage: 1, pageSize: 12 } });
    expect(call.headers()['content-type']).toBe('application/json;charset=UTF-8');
    // The first row's pictures (the grid loads four at once).
    await expect.poll(() => seen.pictures.length).toBe(4);

    release();
    await expect(page.getByText('6 products')).toBeVisible();
    const shown = await page.getByRole('list', { name: 'Products' }).locator('img').evaluateAll((images) =>
      images.slice(0, 4).map((image) => new URL((image as HTMLImageElement).src).pathname),
    );
    expect(seen.pictures.slice(0, 4).sort()).toEqual(shown.sort());
    // The app's own request was the very same one: it took the early answer.
    expect(seen.lists).toHaveLength(1);
  });

  test('F0.4 signed in and in Arabic (?lang=ar): the call carries the session and the language, and the app still takes it', async ({ page }) => {
    const seen = watchRequests(page);
    await openSignedIn(page);
    const release = await holdScripts(page);
    await page.goto('/shop/products?lang=ar', { waitUntil: 'domcontentloaded' });
    await expect.poll(() => seen.lists.length).toBe(1);
    const headers = await seen.lists[0]!.allHeaders();
    expect(headers.token).toBeTruthy();
    expect(headers.locale).toBe('ar');
    release();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('list', { name: ar('gaia_shop_list_label') }).getByRole('heading', { level: 2 })).toHaveCount(12);
    expect(seen.lists).toHaveLength(1);
  });

  test('another page sends no call ahead; a list page opened from it asks for its list itself', async ({ page, sandbox }) => {
    await page.request.post(`${sandbox.url}/__sandbox/settings`, { data: { exploreFlag: 'Y' } });
    const release = await holdScripts(page);
    const seen = watchRequests(page);
    await page.goto('/shop?exploreFlag=Y', { waitUntil: 'domcontentloaded' });
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
    expect(seen.lists).toHaveLength(0);
    await page.getByRole('link', { name: /^Phones/ }).click();
    await expect(page).toHaveURL(/\/shop\/products\?category=phones$/);
    await expect(productNames(page)).toHaveCount(6);
    expect(seen.lists).toHaveLength(1);
  });
});
