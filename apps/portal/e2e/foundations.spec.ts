import type { Page, Request } from '@playwright/test';
import { demo, expect, test } from './support/fixtures';
import { openSignedIn, submitPasswordSignIn } from './support/signIn';

/** The backend's prefixes (F0.1): every call of the request layer goes to one of them. */
const BACKEND = /^\/(ecare|uc|i18n|kb)\//;

/** Records the calls of the request layer, in order. */
function recordCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (BACKEND.test(new URL(request.url()).pathname)) calls.push(request);
  });
  return calls;
}

/** The phone project's viewport is a mobile one (max-width 767px): the device type is then h5. */
const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

test.describe('F0 platform: request layer, configuration, storage, formats', () => {
  test('F0.1 F0.3 F0.5 the server configuration decides the page; every call carries the shared headers; the session is kept under its keys, never the password', async ({ page, request, sandbox }) => {
    // Four page loads, a sign-in and the home's calls: more than the default 30 s on a busy machine.
    test.slow();
    // F0.3: the features come from the server's configuration (configParam FEATURE_ENABLED), read on each visit.
    await request.post(`${sandbox.url}/__sandbox/settings`, { data: { faceLoginEnabled: false } });
    const calls = recordCalls(page);
    const configAnswer = page.waitForResponse((r) => r.url().includes('/ecare/common/system/configParam/list'));
    await page.goto('/signIn');
    const features = ((await (await configAnswer).json()).data as { paramCode: string; paramValue: string }[]).find((p) => p.paramCode === 'FEATURE_ENABLED');
    expect(features?.paramValue ?? '').not.toMatch(/FACE_LOGIN/);
    await expect(page.getByRole('link', { name: 'Sign in with a verification code' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in with your face' })).toHaveCount(0);
    await request.post(`${sandbox.url}/__sandbox/settings`, { data: { faceLoginEnabled: true } });
    await page.reload();
    await expect(page.getByRole('link', { name: 'Sign in with your face' })).toBeVisible();

    const beforeSignIn = calls.length;
    await submitPasswordSignIn(page);
    await expect(page).toHaveURL(/\/myProfile$/);
    // The home has loaded its lines and balance: calls of the signed-in area have been made.
    await expect(page.getByRole('heading', { name: 'Balance', exact: true })).toBeVisible();
    const storage = await page.evaluate(() => ({ ...window.localStorage }));
    // F0.5: the token under the plain key `token`; everything else under the app code's prefix.
    expect(storage.token).toMatch(/\S/);
    expect(Object.keys(storage).filter((key) => key !== 'token' && !key.startsWith('WEBSC_'))).toEqual([]);
    expect(JSON.parse(storage.WEBSC_rememberedLogin ?? '{}')).toMatchObject({ loginAcct: demo.account });
    const session = await page.evaluate(() => JSON.stringify({ ...window.sessionStorage }));
    expect(JSON.stringify(storage) + session).not.toContain(demo.password);

    // F0.1: the headers of every call; the token once signed in, and none before.
    expect(calls.slice(0, beforeSignIn).filter((call) => call.headers().token)).toEqual([]);
    const signedIn = calls.slice(beforeSignIn).filter((call) => call.headers().token);
    expect(signedIn.length).toBeGreaterThan(0);
    for (const call of signedIn) {
      expect(call.headers()).toMatchObject({
        token: storage.token,
        locale: 'en',
        devicetype: isPhone(page) ? 'h5' : 'web',
        deviceid: storage.WEBSC_deviceId,
        terminaltype: '4',
        'x-requested-with': 'XMLHttpRequest',
        appcode: 'WEBSC',
      });
      if (call.method() === 'POST') expect(call.headers()['content-type']).toBe('application/json;charset=UTF-8');
    }

    // The interface language travels with the calls: Arabic once chosen.
    const arabicCall = page.waitForRequest((r) => BACKEND.test(new URL(r.url()).pathname) && r.headers().locale === 'ar');
    await page.getByRole('button', { name: 'العربية' }).click();
    // The choice is kept once the Arabic catalogue has loaded and the page has switched to it.
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await page.goto('/myOrders');
    expect((await arabicCall).headers().token).toBe(storage.token);
  });
  test('F0.7 dates, date-times, amounts, service numbers and empty values as the operator writes them', async ({ page, sandbox }) => {
    void sandbox;
    await openSignedIn(page);
    // The home: a validity period in 'Do MMM YYYY'.
    await expect(page.getByText(/Valid from \d{1,2}(st|nd|rd|th) [A-Z][a-z]{2} \d{4} · Valid until \d{1,2}(st|nd|rd|th) [A-Z][a-z]{2} \d{4}/).first()).toBeVisible();

    // The operation log's first records (fixed times in the sandbox, packages/sandbox/src/store/shell.ts).
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Operation log' }).click();
    const rows = page.getByRole('table', { name: 'Total: 37 Records' }).getByRole('row');
    const cells = (index: number) => rows.nth(index).getByRole('cell');
    // Date-time with HH:mm:ss, date 'Do MMM YYYY', the number broken by serviceNbrBreakRule, an amount to 2 decimals with the symbol in front.
    await expect(cells(1)).toHaveText(['Booster purchase', '0771234507', '+263 77 123 4507', 'Web portal', '15th Jan 2026 09:30:00', '15th Jan 2026', '$11.25'], { useInnerText: true });
    await expect(cells(2).nth(6)).toHaveText('$20.50');
    // A record without an effective date or amount shows the '--' placeholder.
    await expect(cells(3)).toHaveText(['Password change', '0771234513', '+263 77 123 4513', 'Mobile app', '14th Jan 2026 07:30:00', '--', '--'], { useInnerText: true });

    // An order's times: 'Do MMM YYYY' and HH:mm:ss.
    await page.goto('/myOrders');
    const order = page.getByRole('list', { name: 'Orders' }).getByRole('listitem', { name: 'Order SO2026100113' });
    await expect(order).toContainText(/Created time\s*\d{1,2}(st|nd|rd|th) [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2}/);
    await expect(order).toContainText('$18.50');
  });
});
