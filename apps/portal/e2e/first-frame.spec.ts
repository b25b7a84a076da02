import type { Page } from '@playwright/test';
import { demo, expect, test } from './support/fixtures';
import { holdScripts } from './support/holdScripts';
import { signIn } from './support/signIn';

/*
 * ADR 0029: a returning signed-in customer's home paints its first frame (the header, the menu and
 * the greeting they last saw) from index.html, before the app's scripts arrive; the app then draws
 * the page beneath it and the frame steps aside, the greeting where it was. The frame is one
 * person's page: it is never shown after they sign out, nor in another language or colour theme.
 */

const frame = (page: Page) => page.locator('#gaia-first-frame');

/** The pages' kept frames, by storage key. */
const keptFrames = (page: Page) => page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('_firstFrame:')));

/** Waits until `path` (the home unless said) has kept its first frame for the next load. */
async function frameKept(page: Page, path = '/myProfile') {
  await expect.poll(async () => (await keptFrames(page)).some((key) => key.endsWith(`_firstFrame:${path}`))).toBe(true);
}

/** Opens `url` and waits for its document alone (the app's scripts may be held). */
async function open(page: Page, url: string) {
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForLoadState('domcontentloaded');
}

test.describe('ADR 0029: the home\'s first frame for a returning customer', () => {
  test('F1.12 the greeting is painted before the scripts run, out of reach of assistive technology, and the page takes over in the same place', async ({ page, sandbox }) => {
    void sandbox;
    await signIn(page);
    await frameKept(page);

    const release = await holdScripts(page);
    await page.reload({ waitUntil: 'commit' });
    const painted = frame(page).getByText(`Welcome, ${demo.name}`);
    await expect(painted).toBeVisible();
    await expect(frame(page)).toHaveAttribute('aria-hidden', 'true');
    await expect(frame(page)).toHaveAttribute('inert', '');
    // A picture, not the page: no heading is exposed until the app draws the real one.
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
    const before = await painted.boundingBox();

    release();
    const heading = page.getByRole('heading', { level: 1, name: `Welcome, ${demo.name}` });
    await expect(heading).toBeVisible();
    await expect(frame(page)).toHaveCount(0);
    const after = await heading.boundingBox();
    expect(Math.abs(after!.x - before!.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(after!.y - before!.y)).toBeLessThanOrEqual(1);
    // The page works as ever once the frame is gone.
    await expect(page.getByTestId('user-code')).toHaveText(demo.userCode);
  });

  test('F2.14 after signing out the next load shows nothing of the person\'s page', async ({ page, sandbox }) => {
    void sandbox;
    await signIn(page);
    await frameKept(page);
    await page.getByRole('button', { name: demo.name }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/signIn\?t=i$/);
    expect(await keptFrames(page)).toEqual([]);

    await holdScripts(page);
    await open(page, '/myProfile');
    await expect(frame(page)).toHaveCount(0);
  });

  test('F0.4 a device switched to dark mode or a visit in Arabic is not shown the light English frame', async ({ page, sandbox }) => {
    void sandbox;
    await signIn(page);
    await frameKept(page);
    // Left as the person last saw it: light, in English (leaving keeps the frame afresh).
    await open(page, 'about:blank');
    await holdScripts(page);

    await page.emulateMedia({ colorScheme: 'dark' });
    await open(page, '/myProfile');
    await expect(frame(page)).toHaveCount(0);

    await page.emulateMedia({ colorScheme: 'light' });
    await open(page, '/myProfile?lang=ar');
    await expect(frame(page)).toHaveCount(0);

    // The same visit in English and light is.
    await open(page, '/myProfile');
    await expect(frame(page)).toBeVisible();
  });
});

/*
 * ADR 0030: the shop's product list (open to visitors) keeps its first frame too — the header, the
 * filters and the first cards with their pictures — for the same list (its filters and page), the
 * same sign-in state, language and theme.
 */
test.describe('ADR 0030: the product list\'s first frame for a returning visitor', () => {
  test('F4.1 a visitor\'s list is painted before the scripts run, then the live list takes over and works', async ({ page, sandbox }) => {
    void sandbox;
    await page.goto('/shop/products?category=phones');
    await expect(page.getByRole('list', { name: 'Products' }).getByRole('article').first()).toBeVisible();
    await frameKept(page, '/shop/products');

    const release = await holdScripts(page);
    await page.reload({ waitUntil: 'commit' });
    await expect(frame(page).locator('h1')).toHaveText('Products');
    const pictured = frame(page).locator('img').first();
    await expect(pictured).toBeVisible();
    await expect(frame(page)).toHaveAttribute('aria-hidden', 'true');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
    const before = await pictured.boundingBox();

    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    await expect(frame(page)).toHaveCount(0);
    const live = page.getByRole('list', { name: 'Products' }).locator('img').first();
    const after = await live.boundingBox();
    expect(Math.abs(after!.y - before!.y)).toBeLessThanOrEqual(1);
    // The live list answers as ever.
    await page.getByRole('link', { name: 'Aurora X12 Pro' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Aurora X12 Pro' })).toBeFocused();
  });

  test('F4.1 another page of the list, or the list after signing in, is not shown the kept picture', async ({ page, sandbox }) => {
    void sandbox;
    await page.goto('/shop/products?category=phones');
    await expect(page.getByRole('list', { name: 'Products' }).getByRole('article').first()).toBeVisible();
    await frameKept(page, '/shop/products');
    await open(page, 'about:blank');
    await holdScripts(page);

    await open(page, '/shop/products?category=routers');
    await expect(frame(page)).toHaveCount(0);
    await open(page, '/shop/products?category=phones');
    await expect(frame(page)).toBeVisible();

    // A session started in this browser: the visitor's picture is not the person's.
    await page.unrouteAll();
    await signIn(page);
    await holdScripts(page);
    await open(page, '/shop/products?category=phones');
    await expect(frame(page)).toHaveCount(0);
  });
});
