import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { openSignedIn } from './support/signIn';

/*
 * The demo individual's orders (packages/sandbox/src/store/orderSeed/individualOrders.ts): a package
 * upgrade awaiting payment with 8 minutes left, purchased goods completed with a receipt, and a
 * completed eSIM new connection.
 */
const upgradeInB = { orderId: 'O-1001-12', orderNbr: 'SO2026100112' } as const;
const goodsCompleted = { orderId: 'O-1001-09', orderNbr: 'SO2026100109' } as const;
const esimCompleted = { orderId: 'O-1001-08', orderNbr: 'SO2026100108' } as const;
type SeededOrder = { orderId: string; orderNbr: string };

/** Minutes the upgrade has left to be paid when the sandbox seeds its orders (30 to pay, 22 gone). */
const UPGRADE_MINUTES_LEFT = 8;

/** The phone project's viewport gets the mobile layout (max-width 767px). */
const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/**
 * Opens an order's detail as a person of the layout does: on the web, the Detail button of its card
 * in /myOrders opens the drawer; on a phone, the detail page /h5/orderDetail?orderId= (deep link).
 * Returns where the detail is shown.
 */
async function openDetail(page: Page, order: SeededOrder): Promise<Locator> {
  if (isPhone(page)) {
    await page.goto(`/h5/orderDetail?orderId=${order.orderId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Order details' })).toBeVisible();
    return page.getByRole('main');
  }
  await page.goto('/myOrders');
  await page
    .getByRole('list', { name: 'Orders' })
    .getByRole('listitem', { name: `Order ${order.orderNbr}` })
    .getByRole('button', { name: 'Detail' })
    .click();
  const drawer = page.getByRole('dialog', { name: 'Order details' });
  await expect(drawer).toBeVisible();
  return drawer;
}

/** The payment countdown of an order awaiting payment. */
const countdown = (detail: Locator) => detail.getByRole('timer', { name: 'Time left to pay' });

/** What the detail of the package upgrade awaiting payment shows. */
async function expectAwaitingPayment(detail: Locator) {
  await expect(detail.getByRole('heading', { level: 2, name: 'Awaiting payment' })).toBeVisible();
  await expect(countdown(detail)).toHaveText(/^00:0[0-8]:[0-5]\d$/);
  await expect(detail.getByText('Smart 10', { exact: true })).toBeVisible();
  await expect(detail.getByText('Smart 30', { exact: true })).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Continue payment' })).toBeEnabled();
}

test.describe('F3.15 order detail', () => {
  test('F3.15 the detail per state: drawer on the web, a reload-safe page on the phone', async ({ page, sandbox }) => {
    void sandbox;
    await openSignedIn(page);

    const awaiting = await openDetail(page, upgradeInB);
    await expectAwaitingPayment(awaiting);

    if (isPhone(page)) {
      // The page reads everything from its address and the server: a reload shows the same order.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Order details' })).toBeVisible();
      await expectAwaitingPayment(page.getByRole('main'));
    } else {
      await page.keyboard.press('Escape');
      await expect(awaiting).toBeHidden();
    }

    const completed = await openDetail(page, goodsCompleted);
    await expect(completed.getByRole('heading', { level: 2, name: 'Order completed' })).toBeVisible();
    await expect(completed.getByRole('heading', { name: 'Pickup contact' })).toBeVisible();
    await expect(completed.getByText('Nova 5G phone')).toBeVisible();
    await expect(completed.getByText('Midnight blue')).toBeVisible();
    await expect(completed.getByText('Visa •••• 4242')).toBeVisible();
    await expect(countdown(completed)).toHaveCount(0);
    await expect(completed.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
    await expect(completed.getByRole('button', { name: 'Continue payment' })).toHaveCount(0);
  });

  test('F3.15 the countdown reaching zero reloads the detail: the unpaid order is cancelled', async ({ page, sandbox, request }) => {
    // The page's clock is Playwright's, running at the real pace until moved on below.
    await page.clock.install();
    await openSignedIn(page);
    const detail = await openDetail(page, upgradeInB);
    await expectAwaitingPayment(detail);

    // The person keeps watching past the deadline: the server's time and the page's move on together.
    const moved = await request.post(`${sandbox.url}/__sandbox/clock`, { data: { advanceMs: (UPGRADE_MINUTES_LEFT + 1) * 60_000 } });
    expect(moved.ok()).toBe(true);
    await page.clock.fastForward(`${String(UPGRADE_MINUTES_LEFT + 1).padStart(2, '0')}:00`);

    await expect(detail.getByRole('heading', { level: 2, name: 'Order cancelled' })).toBeVisible();
    await expect(countdown(detail)).toHaveCount(0);
    await expect(detail.getByText('Not paid in time.')).toBeVisible();
    await expect(detail.getByRole('button', { name: 'Continue payment' })).toHaveCount(0);
    await expect(detail.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  });

  test('F3.15 download the receipt of a purchased-goods order: a PDF document', async ({ page, sandbox }) => {
    void sandbox;
    await openSignedIn(page);
    const detail = await openDetail(page, goodsCompleted);
    await expect(detail.getByRole('heading', { name: 'Receipt' })).toBeVisible();

    const downloading = page.waitForEvent('download');
    await detail.getByRole('button', { name: 'Download receipt' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const file = await readFile(await download.path());
    expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(file.toString('latin1')).toContain(goodsCompleted.orderNbr);
    await expect(detail.getByText('The receipt has been downloaded.')).toBeVisible();
  });

  test('F3.15 a completed eSIM order shows its activation QR code, manual code and install steps', async ({ page, sandbox }) => {
    void sandbox;
    await openSignedIn(page);
    const detail = await openDetail(page, esimCompleted);
    await expect(detail.getByRole('heading', { level: 2, name: 'Order completed' })).toBeVisible();
    await expect(detail.getByRole('heading', { name: 'eSIM activation' })).toBeVisible();
    await expect(detail.getByRole('img', { name: 'eSIM activation QR code' })).toBeVisible();
    await expect(detail.getByText('LPA:1$smdp.gaia-sandbox.example$K2-O100108-GAIA', { exact: true })).toBeVisible();
    await expect(detail.getByRole('heading', { name: 'How to install your eSIM' })).toBeVisible();
    await expect(detail.getByText(/scan the QR code, or enter the activation code by hand/)).toBeVisible();
  });
});
