import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { keepOffline } from './support/offline';

/**
 * F3.17 coverage and address map, in the sandbox's demo city (packages/sandbox/src/store/geoData).
 * No tile server is configured, so the shipped offline base draws the map; every request must stay
 * on this machine.
 */

/** Clicks the middle of the map (where the view is centred). */
async function clickMapCentre(page: Page) {
  const map = page.getByRole('region', { name: /Map: choose a point/ });
  const box = (await map.locator('.leaflet-container').boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** The currentAddr query of the page's URL, parsed. */
function currentAddrOf(page: Page) {
  return JSON.parse(new URL(page.url()).searchParams.get('currentAddr')!) as { formatted_address: string; lat: number; lng: number; nearestTower: { towerId: string } | null };
}

test.describe('F3.17 coverage and address map', () => {
  test('F3.17: geolocation denied — default centre; a map click finds coverage; Next carries currentAddr to the redirect', async ({ page, context, sandbox }) => {
    void sandbox;
    const escaped = await keepOffline(context);
    await context.clearPermissions();
    await page.goto('/map?type=coverage&redirect=/onboarding');
    await expect(page.getByRole('heading', { level: 1, name: 'Check coverage' })).toBeFocused();
    await expect(page.getByText('Your location is not available, so the map starts at the default centre.')).toBeVisible();
    // The offline base: the demo city's place names, with the towers' coverage drawn over it.
    await expect(page.getByText('Independence Square', { exact: true })).toBeVisible();
    const next = page.getByRole('button', { name: 'Next' });
    await expect(next).toHaveAttribute('aria-disabled', 'true');

    await clickMapCentre(page);
    await expect(page.getByText(/this address has coverage \(nearest tower Independence Square\)/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Chosen address: 1 Independence Square, City Centre, Gaia City' })).toBeVisible();
    await next.click();
    await page.waitForURL(/\/onboarding\?currentAddr=/);
    expect(currentAddrOf(page)).toMatchObject({ formatted_address: '1 Independence Square, City Centre, Gaia City', lat: 13.2215, lng: 32.903, nearestTower: { towerId: 'TWR-001' } });
    expect(escaped).toEqual([]);
  });

  test('F3.17: without a device location the map opens at the configured defCoordinates, not the built-in fallback', async ({ page, context, request, sandbox }) => {
    const escaped = await keepOffline(context);
    await context.clearPermissions();
    // The operator's centre moved to University Hill (4 Library Walk), about 1 km from the fallback.
    await request.post(`${sandbox.url}/__sandbox/map`, { data: { defCoordinates: '13.2275,32.8998' } });
    await page.goto('/map?type=coverage');
    await expect(page.getByText('Your location is not available, so the map starts at the default centre.')).toBeVisible();
    await expect(page.getByText('University', { exact: true })).toBeVisible();
    // The middle of the view is the configured point: a click there picks the address beside it.
    await clickMapCentre(page);
    await expect(page.getByText(/this address has coverage \(nearest tower Campus\)/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Chosen address: 4 Library Walk, University Hill, Gaia City' })).toBeVisible();
    expect(escaped).toEqual([]);
  });

  test('F3.17: the device is in the uncovered Harbour — a click there opens service unavailable; Register carries the address', async ({ page, context, sandbox }) => {
    void sandbox;
    const escaped = await keepOffline(context);
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 13.2141, longitude: 32.9113 });
    await page.goto('/map?type=coverage');
    await expect(page.getByText('Harbour', { exact: true })).toBeVisible();
    await clickMapCentre(page);
    const dialog = page.getByRole('dialog', { name: 'Service unavailable' });
    await expect(dialog.getByText('Check coverage failed: there is no network coverage at this address yet.')).toBeVisible();
    // Spec 03 §9: 325 wide on the map page; a phone's screen is narrower than 768, where a dialog takes the width.
    const viewportWidth = page.viewportSize()!.width;
    const dialogWidth = Math.round((await dialog.boundingBox())!.width);
    if (viewportWidth >= 768) expect(dialogWidth).toBe(325);
    else expect(dialogWidth).toBeGreaterThan(325);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');

    await clickMapCentre(page);
    await page.getByRole('dialog', { name: 'Service unavailable' }).getByRole('button', { name: 'Register' }).click();
    await page.waitForURL(/\/h5\/onBoarding\/register\?currentAddr=/);
    expect(currentAddrOf(page)).toMatchObject({ formatted_address: '3 Quay Road, Harbour, Gaia City', nearestTower: null });
    expect(escaped).toEqual([]);
  });

  test('F3.17: address mode by keyboard list on /h5/map — Skip carries mapAddr and (lat,lng); tempLogin Back; axe', async ({ page, context, sandbox }) => {
    void sandbox;
    const escaped = await keepOffline(context);
    await context.clearPermissions();
    await context.addInitScript(() => window.localStorage.setItem('WEBSC_tempLogin', 'true'));
    await page.goto('/h5/map');
    await expect(page.getByRole('heading', { level: 1, name: 'Select address' })).toBeFocused();
    await page.getByRole('searchbox', { name: /Search addresses/ }).fill('quay');
    await expect(page.getByRole('list').getByRole('button')).toHaveCount(2);
    const quay = page.getByRole('button', { name: '3 Quay Road, Harbour, Gaia City', exact: true });
    await quay.focus();
    await page.keyboard.press('Enter');
    await expect(quay).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Chosen address: 3 Quay Road, Harbour, Gaia City' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next' })).not.toHaveAttribute('aria-disabled', 'true');
    // One main landmark: the page sits inside the shell's main, never a main of its own.
    await expect(page.getByRole('main')).toHaveCount(1);
    await expectNoAxeViolations(page, '/h5/map with an address chosen', ['light', 'dark']);

    const skip = new URL((await page.getByRole('link', { name: 'Skip' }).getAttribute('href'))!, 'http://x');
    expect(skip.pathname).toBe('/h5/addShippingAddress');
    expect(skip.searchParams.get('mapAddr')).toBe('3 Quay Road, Harbour, Gaia City');
    expect(skip.searchParams.get('latlng')).toBe('(13.2141,32.9113)');

    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(/\/h5\/buySimCard\/delivery/);
    expect(escaped).toEqual([]);
  });
});
