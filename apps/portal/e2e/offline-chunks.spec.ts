import type { Page } from '@playwright/test';
import { demo, expect, test } from './support/fixtures';
import { sentCode } from './support/inbox';

/*
 * Issue 10 §3 "Faults lose nothing": a piece of the page whose code is fetched on demand (a sign-in
 * mode, a dialog, the toast stack, the sign-in call) and cannot be fetched — offline, or its chunk
 * refused — says so with Retry where the piece would be; the page and what was typed stay; once the
 * network is back, Retry brings the piece.
 */

// Every test of this file starts from the sandbox's seeded state: the fixture resets it for each test it serves.
test.beforeEach(({ sandbox }) => void sandbox);

/** Catalogue texts (packages/domain/src/<area>/i18n/en/*.ts). */
const en = {
  loadFailed: 'This part of the page could not be loaded. Check your connection, then retry.', // gaia_feedback_load_failed
  loadFailedTitle: 'This could not be opened', // gaia_feedback_load_failed_title
  retry: 'Retry', // gaia_feedback_load_retry
  networkError: 'We could not reach the service. Check your connection and try again.', // gaia_tip_network_error
  wrong504: 'The service is busy right now. Please try again in a moment.', // gaia_tip_wrong_504
  toastRegion: 'Notifications', // gaia_feedback_toast_region
  toastError: 'Error', // gaia_feedback_tone_error, spoken before an error toast's message by the toast stack
} as const;

const signInCard = (page: Page) => page.getByRole('region', { name: 'Sign in' });
const accountField = (page: Page) => page.getByRole('textbox', { name: 'Mobile number, e-mail or ID' });
const passwordField = (page: Page) => page.getByRole('textbox', { name: 'Password', exact: true });

/** Opens /signIn and waits until the whole English catalogue is there (it loads right after start). */
async function openSignIn(page: Page, url = '/signIn') {
  const catalogue = page.waitForResponse((response) => /\/assets\/en-[^/]+\.js$/.test(response.url()) && response.ok());
  await page.goto(url);
  await catalogue;
  // The backend configuration has arrived once the face link shows (face login is on in the seed).
  await expect(page.getByRole('link', { name: 'Sign in with your face' })).toBeVisible();
}

/** Opens the code form at `url` (as openSignIn) and types the seeded individual's account into it: answers that field. */
async function openCodeSignIn(page: Page, url: string) {
  await openSignIn(page, url);
  const account = page.getByRole('textbox', { name: 'Mobile number or e-mail' });
  await account.fill(demo.account);
  return account;
}

test.describe('Issue 10 §3: a piece that cannot be loaded loses nothing', () => {
  test('offline, switching to code mode shows the failure with Retry in the form area; the page stays; online again, Retry brings the form', async ({ page, context }) => {
    await openSignIn(page);
    await accountField(page).fill(demo.account);
    await passwordField(page).fill(demo.password);

    await context.setOffline(true);
    await page.getByRole('link', { name: 'Sign in with a verification code' }).click();
    const failure = signInCard(page).getByRole('alert').filter({ hasText: en.loadFailed });
    await expect(failure).toBeVisible();
    // In place: the card, its heading and its links are all still there.
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(signInCard(page).getByRole('link', { name: 'Sign in with a password' })).toBeVisible();

    // Back to the password mode: the password form is part of the page, offline or not.
    await page.getByRole('link', { name: 'Sign in with a password' }).click();
    await expect(accountField(page)).toBeVisible();
    await page.getByRole('link', { name: 'Sign in with a verification code' }).click();
    await expect(failure).toBeVisible();

    await context.setOffline(false);
    await signInCard(page).getByRole('button', { name: en.retry }).click();
    await expect(page.getByRole('textbox', { name: 'Mobile number or e-mail' })).toBeVisible();
    await expect(failure).toHaveCount(0);
  });

  test('the toast stack cannot be loaded: the error still shows, the page and the typed account stay; the next toast brings the stack', async ({
    page,
    sandbox,
  }) => {
    const account = await openCodeSignIn(page, '/signIn?m=code');
    await sandbox.setScenario('gatewayTimeout');
    await page.route('**/assets/ToastStack-*.js', (route) => route.abort());

    await page.getByRole('button', { name: 'Send code' }).click();
    const toasts = page.getByRole('region', { name: en.toastRegion });
    await expect(toasts.getByRole('alert').filter({ hasText: en.wrong504 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(account).toHaveValue(demo.account);

    // The chunk can be fetched again: the next toast comes in the toast stack, its tone spoken first.
    await page.unroute('**/assets/ToastStack-*.js');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(toasts.getByRole('alert')).toHaveText(`${en.toastError}: ${en.wrong504}`);
    await expect(account).toHaveValue(demo.account);
  });

  test('the sign-in call cannot be loaded: submitting says so on the form and keeps the page and the account', async ({ page }) => {
    await page.route('**/assets/passwordSignIn-*.js', (route) => route.abort());
    await openSignIn(page);
    await accountField(page).fill(demo.account);
    await passwordField(page).fill(demo.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(signInCard(page).getByRole('alert').filter({ hasText: en.networkError })).toBeVisible();
    await expect(accountField(page)).toHaveValue(demo.account);
    await expect(page).toHaveURL(/\/signIn$/);

    // With the code back, the same form signs in.
    await page.unroute('**/assets/passwordSignIn-*.js');
    await passwordField(page).fill(demo.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/myProfile$/);
  });

  test('the code was right but the session piece cannot be loaded: the code form says it is a connection problem and keeps what was typed', async ({
    page,
    request,
    sandbox,
  }) => {
    const account = await openCodeSignIn(page, '/signIn?t=i&m=code');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeVisible();
    const sent = await sentCode(request, sandbox.url, demo.account);
    await page.route('**/assets/session-*.js', (route) => route.abort());
    await page.getByRole('textbox', { name: 'Verification code' }).fill(sent!.code);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(signInCard(page).getByRole('alert').filter({ hasText: en.networkError })).toBeVisible();
    await expect(account).toHaveValue(demo.account);
    await expect(page).toHaveURL(/\/signIn\?/);
  });

  test('the sign-up link whose checks cannot be loaded still leads to sign-up', async ({ page }) => {
    await page.route('**/assets/signUpOutcome-*.js', (route) => route.abort());
    await openSignIn(page);
    await page.getByRole('link', { name: "Don't have an account?" }).click();
    await expect(page).toHaveURL(/\/signUp$/);
  });

  test('a header menu dialog that cannot be loaded opens a small dialog with Retry and Close; Retry brings the dialog once it can', async ({ page }) => {
    await page.goto('/signIn');
    await accountField(page).fill(demo.account);
    await passwordField(page).fill(demo.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/myProfile$/);

    await page.route('**/assets/ChangePasswordDialog-*.js', (route) => route.abort());
    const menuButton = page.getByRole('button', { name: demo.name });
    await menuButton.click();
    await page.getByRole('menuitem', { name: 'Change Password' }).click();
    const failure = page.getByRole('dialog', { name: en.loadFailedTitle });
    await expect(failure).toBeVisible();
    await expect(failure.getByRole('alert')).toHaveText(en.loadFailed);
    // The signed-in page is still there behind it.
    await expect(page.getByRole('banner')).toBeVisible();

    // Close gives up; the menu works again.
    await failure.getByRole('button', { name: 'Close' }).click();
    await expect(failure).toHaveCount(0);
    await menuButton.click();
    await page.getByRole('menuitem', { name: 'Change Password' }).click();
    await expect(failure).toBeVisible();

    await page.unroute('**/assets/ChangePasswordDialog-*.js');
    await failure.getByRole('button', { name: en.retry }).click();
    await expect(page.getByRole('dialog', { name: 'Change Password' })).toBeVisible();
    await expect(failure).toHaveCount(0);
  });
});
