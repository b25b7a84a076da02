import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { openSignedIn, signInCorporate } from './support/signIn';

async function settings(request: APIRequestContext, sandboxUrl: string, values: Record<string, string>) {
  const answer = await request.post(`${sandboxUrl}/__sandbox/settings`, { data: values });
  expect(answer.ok()).toBe(true);
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

test.describe('F3.1 the signed-in shell', () => {
  test('F3.1 explore mode: exploreFlag=Y browses without signing in and fetches no permissions', async ({ page, request, sandbox }) => {
    await settings(request, sandbox.url, { exploreFlag: 'Y' });
    const permissionCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/ecare/user/permission')) permissionCalls.push(r.url());
    });
    await page.goto('/operationLog?exploreFlag=Y');
    await expect(page.getByTestId('explore-notice')).toContainText('You are browsing without signing in.');
    await expect(menu(page).getByRole('link')).toHaveText(['Home', 'Shop', 'Coverage map']);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.getByTestId('header-sign-in')).toBeVisible();
    expect(permissionCalls).toEqual([]);

    // Without the flag (a new tab's visit), the area sends the visitor to sign-in.
    const other = await page.context().newPage();
    await other.goto('/operationLog');
    await expect(other).toHaveURL(/\/signIn/);
  });

  test('F3.1 operation flag N: the operation log shows the limited-access placeholder, the home stays open', async ({ page, request, sandbox }) => {
    await settings(request, sandbox.url, { operationFlag: 'N' });
    await openSignedIn(page);
    await menu(page).getByRole('link', { name: 'Operation log' }).click();
    const heading = page.getByRole('heading', { level: 1, name: 'Limited access' });
    await expect(heading).toBeFocused();
    await expect(page.getByRole('table')).toHaveCount(0);
    await page.getByRole('link', { name: 'Go to My Profile' }).click();
    await expect(page).toHaveURL(/\/myProfile$/);
    await expect(page.getByTestId('limited-access')).toHaveCount(0);
  });

  test('F3.1 permissions: the corporate may see the operation log but not export it', async ({ page, request, sandbox }) => {
    await signInCorporate(page, request, sandbox.url);
    await menu(page).getByRole('link', { name: 'Operation log' }).click();
    await expect(page.getByRole('table', { name: 'Total: 123 Records' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export' })).toHaveCount(0);
  });

  test('F3.1 a 401 inside the signed-in area sends to sign-in', async ({ page, sandbox }) => {
    await openSignedIn(page);
    await menu(page).getByRole('link', { name: 'Operation log' }).click();
    await expect(page.getByRole('table', { name: 'Total: 37 Records' })).toBeVisible();
    // The calls the signed-in area makes once the browser is idle (its prompts, the header's counts)
    // go out first: a 401 on one of them would end the session before the press this test is about.
    await page.waitForLoadState('networkidle');
    // The session ends on the server while the person is on the page: the next page of records answers 401.
    await sandbox.setScenario('sessionExpired');
    await page.getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect(page).toHaveURL(/\/signIn\?t=i$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  // Phones matter most here: the main area runs edge to edge there and the signed-in frame keeps the gutter.
  test('F3.1 the signed-in pages keep a gutter: the heading and the cards stay off the screen edges', async ({ page, sandbox }) => {
    void sandbox;
    await openSignedIn(page);
    const heading = page.getByRole('heading', { level: 1, name: /^Welcome/ });
    await expect(heading).toBeVisible();
    const width = page.viewportSize()?.width ?? 0;
    for (const box of [await heading.boundingBox(), await page.getByRole('region', { name: 'My lines' }).boundingBox()]) {
      expect(box?.x).toBeGreaterThanOrEqual(16);
      expect((box?.x ?? 0) + (box?.width ?? width)).toBeLessThanOrEqual(width - 16);
    }
  });
});

test.describe('reflow at 320 px (WCAG 1.4.10)', () => {
  test('F3.1 the signed-in header and home fit a 320 px wide screen without a sideways scroll', async ({ page, sandbox }) => {
    void sandbox;
    await page.setViewportSize({ width: 320, height: 640 });
    await openSignedIn(page);
    const panelButton = page.getByRole('button', { name: 'Account panel' });
    await expect(panelButton).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    const box = await panelButton.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(320);
  });
});

test.describe('an address the portal does not know', () => {
  test('says the page is not found and leads to sign-in, or to the account with a session', async ({ page, sandbox }) => {
    void sandbox;
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeFocused();
    await expect(page.getByText('The address may be mistyped, or the page has moved.')).toBeVisible();
    await page.getByRole('link', { name: 'Go to sign-in' }).click();
    await expect(page).toHaveURL(/\/signIn$/);

    await openSignedIn(page);
    await page.goto('/no-such-page');
    await page.getByRole('link', { name: 'Go to my account' }).click();
    await expect(page).toHaveURL(/\/myProfile$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  });
});

test.describe('F3.13 the operation log table', () => {
  test('F3.13 pages through the server records and exports every record as CSV', async ({ page, sandbox }) => {
    void sandbox;
    await openSignedIn(page);
    await menu(page).getByRole('link', { name: 'Operation log' }).click();
    const table = page.getByRole('table', { name: 'Total: 37 Records' });
    await expect(table.getByRole('row')).toHaveCount(11);
    await expect(table.getByRole('columnheader')).toHaveText([
      'Transaction', 'Account number', 'Service number', 'Channel', 'Date and time', 'Effective date', 'Amount',
    ]);
    expect((await table.getByRole('columnheader').first().boundingBox())!.width).toBeGreaterThanOrEqual(130);
    await page.getByRole('button', { name: 'Page 4', exact: true }).click();
    await expect(table.getByRole('row')).toHaveCount(8);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('operation-log.csv');
    const csv = (await readFile((await file.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const lines = csv.split('\r\n').filter((line) => line !== '');
    expect(lines[0]).toBe('Transaction,Account number,Service number,Channel,Date and time,Effective date,Amount');
    expect(lines).toHaveLength(38);
  });
});

test.describe('page titles (WCAG 2.4.2)', () => {
  test('each page names the browser tab after its heading, in the interface language', async ({ page, sandbox }) => {
    void sandbox;
    await page.goto('/signIn');
    await expect(page).toHaveTitle('Sign in · GAIA self-care');
    await openSignedIn(page);
    await expect(page).toHaveTitle('Welcome, Tariro Moyo · GAIA self-care');
    await menu(page).getByRole('link', { name: 'Operation log' }).click();
    await expect(page).toHaveTitle('Operation log · GAIA self-care');
    await page.goto('/myOrders?lang=ar');
    await expect(page).toHaveTitle('طلباتي · جايا للخدمة الذاتية');
  });
});
