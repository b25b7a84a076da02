import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { StorageKey } from '@gaia/domain';
import { createAuthApi, createHttpClient } from '@gaia/domain/api';
import { corporate, demo, expect } from './fixtures';
import { sentCode, type SentCode } from './inbox';

/** An individual's account and password. */
export interface Credentials {
  account: string;
  password: string;
}

/**
 * Fills the individual password form of the page as it is and submits it. The labels are matched in
 * English or Arabic, so a spec that switched the page to Arabic signs in the same way.
 */
export async function submitPasswordSignIn(page: Page, who: Credentials = demo): Promise<void> {
  await page.getByRole('textbox', { name: /Mobile number, e-mail or ID|رقم الجوال/ }).fill(who.account);
  await page.getByRole('textbox', { name: /^(Password|كلمة المرور)$/ }).fill(who.password);
  await page.getByRole('button', { name: /^(Sign in|تسجيل الدخول)$/ }).click();
}

/**
 * Signs an individual in with the password form of /signIn (the seeded individual by default) and
 * waits for the page it lands on: the home unless `landing` says otherwise. `query` is added to
 * /signIn (`?lang=ar` …).
 */
export async function signIn(page: Page, who: Credentials = demo, { query = '', landing = /\/myProfile$/ }: { query?: string; landing?: RegExp } = {}): Promise<void> {
  await page.goto(`/signIn${query}`);
  await submitPasswordSignIn(page, who);
  await expect(page).toHaveURL(landing);
}

/**
 * Opens `path` of the signed-in area as an individual who signed in before (the seeded one by
 * default), for the specs whose subject is not the sign-in itself: the password login is the
 * portal's own call (the domain's request layer, run here), its token is stored as the portal stores
 * it, and the page loads once. The sign-in form has specs of its own (sign-in-*.spec.ts).
 */
export async function openSignedIn(page: Page, path = '/myProfile', who: Credentials = demo): Promise<void> {
  const http = createHttpClient({
    baseUrl: process.env.GAIA_BASE_URL as string,
    getToken: () => null,
    getLocale: () => 'en',
    getDeviceId: () => 'e2e-sign-in',
    getDeviceType: () => 'web',
  });
  const { token } = await createAuthApi(http).pwdLogin({ account: who.account, password: who.password });
  // A file of the origin without the app: the token is in place before the app first runs.
  await page.goto('/favicon.svg', { waitUntil: 'commit' });
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [StorageKey.token, token] as const);
  await page.goto(path);
}

/** The green notice a successful send shows beside a code form ("… will be sent to …"). */
export function sentNotice(page: Page): Locator {
  return page.getByRole('status').filter({ hasText: 'will be sent to' });
}

/**
 * With the account fields of a code form filled, presses Send code, waits for the notice that the
 * code is on its way and answers the code the sandbox "sent" for `account`.
 */
export async function requestCode(page: Page, request: APIRequestContext, sandboxUrl: string, account: string): Promise<SentCode> {
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(sentNotice(page)).toBeVisible();
  return sentCode(request, sandboxUrl, account);
}

/**
 * With the account fields of a code form filled (code sign-in, corporate sign-in, a reset), sends the
 * code, waits for the countdown and types the code the sandbox "sent" for `account`. Answers the
 * code field and the code. With `masked`, the notice of the send must name that masked medium first.
 */
export async function enterSentCode(
  page: Page,
  request: APIRequestContext,
  sandboxUrl: string,
  account: string,
  { masked }: { masked?: string } = {},
): Promise<{ code: Locator; sent: SentCode }> {
  await page.getByRole('button', { name: 'Send code' }).click();
  if (masked !== undefined) await expect(sentNotice(page)).toContainText(masked);
  await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeVisible();
  const sent = await sentCode(request, sandboxUrl, account);
  const code = page.getByRole('textbox', { name: 'Verification code' });
  await code.fill(sent.code);
  return { code, sent };
}

/** Signs the seeded company in at /signIn?t=c: company password plus the code sent to its contact. */
export async function signInCorporate(page: Page, request: APIRequestContext, sandboxUrl: string): Promise<void> {
  await page.goto('/signIn?t=c');
  await page.getByRole('textbox', { name: 'Company account' }).fill(corporate.account);
  await page.getByRole('textbox', { name: 'Representative ID number' }).fill(corporate.representativeIdNbr);
  await page.getByRole('textbox', { name: 'Company password', exact: true }).fill(corporate.password);
  await enterSentCode(page, request, sandboxUrl, corporate.account);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/myProfile$/);
}
