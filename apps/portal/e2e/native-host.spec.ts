import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { submitPasswordSignIn } from './support/signIn';

/*
 * F0.6: the portal inside the native host app. The webview's injection is played by an init
 * script that defines window.GaiaHost (the contract of packages/domain/src/host/nativeHost.ts) and
 * records every call on window.__hostCalls. Without a host, HTTP 593 still sends the browser to
 * /maintenance: covered by "F0.2: HTTP 593 sends the browser to the maintenance page" in
 * password-privacy.spec.ts.
 */

const HOST_TOKEN = 'host-token-f06';
type HostCall = [string, ...unknown[]];

/** Injects a fake host before any page script runs, as the native app's webview does. */
async function injectHost(page: Page) {
  await page.addInitScript((token) => {
    const calls: unknown[][] = [];
    Object.assign(window, {
      __hostCalls: calls,
      GaiaHost: {
        // Android returns strings only: answer JSON text, as a real host would.
        loginInfo: () => JSON.stringify({ token, userName: 'host user' }),
        openMaintenance: (title: string, notice: string) =>
          calls.push(['openMaintenance', title, notice]),
        closePage: () => calls.push(['closePage']),
      },
    });
  }, HOST_TOKEN);
}

function hostCalls(page: Page): Promise<HostCall[]> {
  return page.evaluate(() => (window as unknown as { __hostCalls: HostCall[] }).__hostCalls);
}

/** The host is asked to open its maintenance page with this title and message. */
async function expectMaintenanceOpened(page: Page, title: string, message: string) {
  await expect.poll(() => hostCalls(page)).toContainEqual(['openMaintenance', title, message]);
}

test.describe('F0.6 native host bridge', () => {
  test('F0.6 native host: HTTP 593 opens the host maintenance page with the server texts, no redirect', async ({
    page,
    sandbox,
  }) => {
    await injectHost(page);
    await page.goto('/signIn');
    await sandbox.setScenario('maintenance');
    await submitPasswordSignIn(page);
    await expectMaintenanceOpened(page, 'System update', 'The system is being updated. Please come back shortly.');
    await expect(page).toHaveURL(/\/signIn$/);
  });

  test('F0.6 native host: without server texts the host gets the translated default texts', async ({
    page,
    sandbox,
  }) => {
    void sandbox;
    await injectHost(page);
    // A 593 whose envelope carries no title, notice or message: the system-update defaults apply.
    await page.route('**/ecare/user/pwdLogin', (route) =>
      route.fulfill({ status: 593, contentType: 'application/json', body: '{"code":"593"}' }),
    );
    await page.goto('/signIn?lang=ar');
    await submitPasswordSignIn(page);
    await expectMaintenanceOpened(page, 'تحديث النظام', 'يجري تحديث النظام. يُرجى العودة بعد قليل.');
    await expect(page).toHaveURL(/\/signIn\?lang=ar$/);
  });

  test("F0.6 native host: calls carry the token of the host's login info", async ({
    page,
    sandbox,
  }) => {
    void sandbox;
    await injectHost(page);
    // No stored token at all: the header can only come from the host.
    const call = page.waitForRequest((request) =>
      /\/(ecare|uc)\//.test(new URL(request.url()).pathname),
    );
    await page.goto('/signIn');
    const request = await call;
    expect(await request.headerValue('token')).toBe(HOST_TOKEN);
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  });
  test('F3.16 native host: Continue on an unfinished new-connection order hands the order to the app as JSON, and stays', async ({ page, sandbox }) => {
    void sandbox;
    // A host that takes orders and leaves the sign-in to the portal (no login info).
    await page.addInitScript(() => {
      const calls: unknown[][] = [];
      Object.assign(window, {
        __hostCalls: calls,
        GaiaHost: { handOffOrder: (orderJson: string) => calls.push(['handOffOrder', orderJson]) },
      });
    });
    await page.goto('/signIn');
    await submitPasswordSignIn(page);
    await expect(page).toHaveURL(/\/myProfile$/);
    await page.goto('/myOrders');
    const order = page.getByRole('list', { name: 'Orders' }).getByRole('listitem', { name: 'Order SO2026100111' });
    await order.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(async () => (await hostCalls(page)).length).toBe(1);
    const [name, json] = (await hostCalls(page))[0]!;
    expect(name).toBe('handOffOrder');
    expect(JSON.parse(String(json))).toMatchObject({ orderNbr: 'SO2026100111', orderState: 'A' });
    await expect(page).toHaveURL(/\/myOrders$/);
  });
});
