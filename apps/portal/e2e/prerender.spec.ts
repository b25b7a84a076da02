import type { Page } from '@playwright/test';
import { demo, expect, test } from './support/fixtures';
import { holdScripts } from './support/holdScripts';

/*
 * Issue 10 §3: the prerendered /signIn is painted before its scripts run. Nothing typed in that
 * moment is lost, a submit then never sends the form natively (the password stays out of every
 * URL), and the password is never written into the markup — not by the prerender, not by hydration,
 * not while typing.
 */

const accountField = (page: Page) => page.getByRole('textbox', { name: 'Mobile number, e-mail or ID' });
const passwordField = (page: Page) => page.getByRole('textbox', { name: 'Password', exact: true });
const passwordInput = (page: Page) => page.locator('input[name=password]');

/** Every URL the page went to, kept as it navigates. */
function visitedUrls(page: Page) {
  const urls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  });
  return urls;
}

/**
 * Opens /signIn with its scripts held and types the demo's account and password, key by key, into
 * the painted page, as a person would at once; answers the release of the scripts.
 */
async function typeBeforeScripts(page: Page): Promise<() => void> {
  const release = await holdScripts(page);
  await page.goto('/signIn', { waitUntil: 'commit' });
  await expect(accountField(page)).toBeVisible();
  await accountField(page).click();
  await page.keyboard.type(demo.account);
  await passwordInput(page).click();
  await page.keyboard.type(demo.password);
  return release;
}

test.describe('Issue 10 §3: the prerendered /signIn loses nothing typed before it is live', () => {
  test('typed as soon as the fields show, before the scripts run: both values are kept through hydration, focus stays, and sign-in works', async ({
    page,
    sandbox,
  }) => {
    void sandbox;
    const release = await typeBeforeScripts(page);
    await expect(accountField(page)).toHaveValue(demo.account);
    await expect(passwordInput(page)).toHaveValue(demo.password);

    release();
    await expect(page.locator('#root')).not.toHaveAttribute('data-hydrating');
    // Hydrated: the form's rules now see the values (the submit button turns enabled).
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).not.toHaveAttribute('aria-disabled', 'true');
    await expect(accountField(page)).toHaveValue(demo.account);
    await expect(passwordInput(page)).toHaveValue(demo.password);
    await expect(passwordInput(page)).toBeFocused();
    // Typing goes on where it stopped.
    await page.keyboard.press('End');
    await page.keyboard.type('x');
    await expect(passwordInput(page)).toHaveValue(`${demo.password}x`);
    await page.keyboard.press('Backspace');

    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/myProfile$/);
  });

  test('on a slow device the configuration arrives while the form is still coming alive: what was typed is kept, not rendered afresh', async ({
    page,
    sandbox,
  }) => {
    void sandbox;
    // A phone several times slower than this machine: hydrating takes long enough for the
    // configuration's answer to come back in the middle of it.
    const cdp = await page.context().newCDPSession(page);
    const release = await typeBeforeScripts(page);

    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
    release();
    await expect(page.locator('#root')).not.toHaveAttribute('data-hydrating', { timeout: 30_000 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).not.toHaveAttribute('aria-disabled', 'true');
    await expect(accountField(page)).toHaveValue(demo.account);
    await expect(passwordInput(page)).toHaveValue(demo.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/myProfile$/);
  });

  test('a device in dark mode is not shown the light prerendered page: the page starts in its own theme', async ({ page, sandbox }) => {
    void sandbox;
    await page.emulateMedia({ colorScheme: 'dark' });
    const release = await holdScripts(page);
    await page.goto('/signIn', { waitUntil: 'commit' });
    // Before the scripts run, the guard has put the light page aside: nothing is painted but the dark background.
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
    await expect(page.locator('#root')).toBeEmpty();
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(17, 19, 24)');
    release();
    await expect(page.locator('[data-root]')).toHaveAttribute('data-theme', 'dark');
    await expect(accountField(page)).toBeVisible();
  });

  test('Enter pressed before the scripts run sends nothing natively; the sign-in happens once the page is live, and the password is never in a URL', async ({
    page,
    sandbox,
  }) => {
    void sandbox;
    const urls = visitedUrls(page);
    const release = await typeBeforeScripts(page);
    await page.keyboard.press('Enter');
    // Still the same page, and nothing left it.
    await expect(page).toHaveURL(/\/signIn$/);
    await expect(accountField(page)).toHaveValue(demo.account);

    release();
    await expect(page).toHaveURL(/\/myProfile$/);
    for (const url of [...urls, page.url()]) {
      expect(url).not.toContain(encodeURIComponent(demo.password));
      expect(url).not.toContain('password=');
    }
  });

  test('the password is never in the markup: not prerendered, not while typing, not shown, not after hydration', async ({ page, sandbox }) => {
    void sandbox;
    const html = await (await page.request.get('/signIn')).text();
    const prerendered = html.match(/<input[^>]*name="password"[^>]*>/)?.[0] ?? '';
    expect(prerendered).not.toBe('');
    expect(prerendered).not.toMatch(/\svalue="[^"]/);

    // Typed into the live page, hidden and shown.
    await page.goto('/signIn');
    await passwordField(page).fill(demo.password);
    await expect(passwordInput(page)).toHaveValue(demo.password);
    expect(await passwordInput(page).getAttribute('value')).toBeFalsy();
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(passwordInput(page)).toHaveAttribute('type', 'text');
    await passwordInput(page).press('End');
    await page.keyboard.type('!');
    await expect(passwordInput(page)).toHaveValue(`${demo.password}!`);
    expect(await passwordInput(page).getAttribute('value')).toBeFalsy();
    expect(await page.content()).not.toContain(demo.password);

    // Typed before the scripts ran, then hydrated.
    const release = await holdScripts(page);
    await page.goto('/signIn', { waitUntil: 'commit' });
    await passwordInput(page).click();
    await page.keyboard.type('Typed#Early1');
    release();
    await expect(page.locator('#root')).not.toHaveAttribute('data-hydrating');
    await expect(page.getByRole('button', { name: 'Show password' })).toBeVisible();
    await expect(passwordInput(page)).toHaveValue('Typed#Early1');
    expect(await passwordInput(page).getAttribute('value')).toBeFalsy();
  });
});
