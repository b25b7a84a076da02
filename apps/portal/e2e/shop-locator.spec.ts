import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { keepOffline } from './support/offline';

/**
 * F3.18 shop locator against the sandbox's shops (packages/sandbox/src/store/shopsData.ts): eight
 * in the demo city around 13.221147,32.902675, BH-104 University Corner out of stock of any SKU
 * without an explicit entry. Every request must stay on this machine.
 */

const SKUS = encodeURIComponent(JSON.stringify(['SKU-ANY']));
const centre = { latitude: 13.221147, longitude: 32.902675 };

/** The operator configures selectStoreMethod: the sandbox serves it as a configuration parameter. */
async function configureMode(request: APIRequestContext, sandboxUrl: string, mode: string) {
  const answer = await request.post(`${sandboxUrl}/__sandbox/shops`, { data: { selectStoreMethod: mode } });
  expect(answer.ok()).toBe(true);
}

const shopList = (page: Page) => page.getByRole('radiogroup', { name: 'Shops' });

test.describe('F3.18 shop locator', () => {
  test('F3.18: each selection mode lists the shops; the out-of-stock shop is labelled and keeps Confirm disabled', async ({ page, context, sandbox, request }) => {
    const escaped = await keepOffline(context);
    await context.clearPermissions();
    for (const mode of ['map', 'comboBox', 'both'] as const) {
      await configureMode(request, sandbox.url, mode);
      await page.goto(`/shopLocator?skuList=${SKUS}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Choose a shop' })).toBeFocused();
      // Geolocation denied: the default centre, said so, with the city list as the way on.
      await expect(page.getByText(/We could not get your location/)).toBeVisible();
      await expect(page.getByText('Shops near you, nearest first.')).toBeVisible();
      const map = page.getByRole('region', { name: /Map of shops/ });
      const city = page.getByRole('combobox', { name: /City/ });
      await expect(map).toHaveCount(mode === 'comboBox' ? 0 : 1);
      await expect(city).toHaveCount(mode === 'map' ? 0 : 1);
      const confirm = page.getByRole('button', { name: 'Confirm' });
      if (mode === 'comboBox') await shopList(page).getByRole('radio', { name: /^University Corner/ }).check();
      else {
        // A marker is a named button: choosing it on the map (here with the keyboard) selects the shop.
        const marker = map.getByRole('button', { name: 'University Corner, out of stock' });
        await marker.focus();
        await page.keyboard.press('Enter');
      }
      const card = page.getByRole('region', { name: 'University Corner' });
      await expect(card.getByText('Out of stock', { exact: true }).first()).toBeVisible();
      await expect(confirm).toHaveAttribute('aria-disabled', 'true');
      await shopList(page).getByRole('radio', { name: /^Gaia Central Hall/ }).check();
      await expect(confirm).not.toHaveAttribute('aria-disabled', 'true');
    }
    expect(escaped).toEqual([]);
  });

  test('F3.18: without closePage, Confirm replaces the route with the redirect plus the point', async ({ page, context, sandbox }) => {
    void sandbox;
    const escaped = await keepOffline(context);
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(centre);
    await page.goto('/map?type=address');
    await page.goto(`/shopLocator?skuList=${SKUS}&tag=PICKUP&redirectUrl=${encodeURIComponent('/map?type=address')}`);
    await expect(page.getByText(/We could not get your location/)).toHaveCount(0);
    await shopList(page).getByRole('radio', { name: /^Market Square Shop/ }).check();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(/\/map\?type=address&point=/);
    const point = JSON.parse(new URL(page.url()).searchParams.get('point')!);
    expect(point).toMatchObject({ orgId: 'BH-102', busiHallName: 'Market Square Shop', coordinates: { latitude: 13.2168, longitude: 32.8982 }, storeInventoryInfo: { stockState: 'A' } });
    // Replaced, not pushed: going back skips the locator.
    await page.goBack();
    await expect(page).toHaveURL(/\/map\?type=address$/);
    expect(escaped).toEqual([]);
  });

  test('F3.18: callback=closePage saves the shop to local storage and to the host, then closes the host page; Back closes too', async ({ page, context, sandbox }) => {
    void sandbox;
    const escaped = await keepOffline(context);
    await context.clearPermissions();
    await page.addInitScript(() => {
      const calls: unknown[][] = [];
      Object.assign(window, {
        __hostCalls: calls,
        GaiaHost: {
          saveShop: (key: string, shop: string) => calls.push(['saveShop', key, shop]),
          closePage: () => calls.push(['closePage']),
        },
      });
    });
    await page.goto(`/h5/shopLocator?skuList=${SKUS}&callback=closePage&saveParamKey=pickupShop`);
    await shopList(page).getByRole('radio', { name: /^Gaia Central Hall/ }).check();
    await page.getByRole('button', { name: 'Confirm' }).click();
    const calls = () => page.evaluate(() => (window as unknown as { __hostCalls: unknown[][] }).__hostCalls);
    await expect.poll(calls).toEqual([['saveShop', 'pickupShop', expect.stringContaining('"orgId":"BH-101"')], ['closePage']]);
    const saved = await page.evaluate(() => window.localStorage.getItem('WEBSC_pickupShop'));
    expect(JSON.parse(saved!)).toMatchObject({ orgId: 'BH-101', busiHallName: 'Gaia Central Hall', storeInventoryInfo: { stockState: 'A' } });
    await page.getByRole('button', { name: 'Back' }).click();
    await expect.poll(calls).toHaveLength(3);
    expect((await calls())[2]).toEqual(['closePage']);
    expect(escaped).toEqual([]);
  });

  test('F3.18: city search picks a city and its first shop; clearing returns to the nearby shops; axe on /shopLocator', async ({ page, context, sandbox }) => {
    void sandbox;
    const escaped = await keepOffline(context);
    await context.clearPermissions();
    await page.goto(`/shopLocator?skuList=${SKUS}`);
    await expect(page.getByText('Shops near you, nearest first.')).toBeVisible();
    await expectNoAxeViolations(page, '/shopLocator nearby', ['light', 'dark']);
    const city = page.getByRole('combobox', { name: /City/ });
    await city.fill('NORTH');
    await expect(page.getByRole('option')).toHaveText(['Northgate']);
    await page.getByRole('option', { name: 'Northgate' }).click();
    await expect(page.getByText('Shops in Northgate.')).toBeVisible();
    await expect(shopList(page).getByRole('radio', { name: /^Northgate Plaza/ })).toBeChecked();
    const card = page.getByRole('region', { name: 'Northgate Plaza' });
    await expect(card.getByText('2 Plaza Way, Northgate')).toBeVisible();
    await expect(card.getByRole('link', { name: '0213000301' })).toHaveAttribute('href', 'tel:0213000301');
    await expect(card.getByText('Sun – Sat: 10:00–22:00')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Confirm' })).not.toHaveAttribute('aria-disabled', 'true');
    await expectNoAxeViolations(page, '/shopLocator city');
    await page.getByRole('button', { name: 'Show shops near me' }).click();
    await expect(page.getByText('Shops near you, nearest first.')).toBeVisible();
    await expect(city).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Confirm' })).toHaveAttribute('aria-disabled', 'true');
    expect(escaped).toEqual([]);
  });
});
