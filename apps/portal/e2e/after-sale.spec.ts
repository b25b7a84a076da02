import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { openSignedIn } from './support/signIn';

/*
 * The demo individual's completed purchase of a phone and screen protectors, picked up a day ago
 * (packages/sandbox/src/store/orderSeed/individualOrders.ts): within its 14-day return window.
 */
const phoneOrder = { orderId: 'O-1001-09', orderNbr: 'SO2026100109' } as const;
/** The first return request of that order (store/afterSale.ts numbers them RT + order number + sequence). */
const firstReturnNbr = 'RT202610010901';

const axe = (page: Page) => new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);

/** The phone project's viewport gets the mobile layout (max-width 767px). */
const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;
const orderCard = (page: Page, orderNbr: string) => page.getByRole('list', { name: 'Orders' }).getByRole('listitem', { name: `Order ${orderNbr}` });

/** Opens the order's detail as the layout does: the drawer from My Orders on the web, the detail page on a phone. */
async function openDetail(page: Page): Promise<Locator> {
  if (isPhone(page)) {
    await page.goto(`/h5/orderDetail?orderId=${phoneOrder.orderId}`);
    return page.getByRole('main');
  }
  await page.goto('/myOrders');
  await orderCard(page, phoneOrder.orderNbr).getByRole('button', { name: 'Detail' }).click();
  return page.getByRole('dialog', { name: 'Order details' });
}

test.describe('F4.5 after sale of a goods order', () => {
  test('F4.5 return a completed goods order from its detail and find the return in My Orders; axe on /afterSale', async ({ page, sandbox }) => {
    void sandbox;
    await openSignedIn(page);
    const detail = await openDetail(page);
    await detail.getByRole('navigation', { name: 'After-sale services' }).getByRole('button', { name: 'Return items' }).click();
    await expect(page).toHaveURL(/\/afterSale\?orderId=O-1001-09&action=return$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Return items' })).toBeFocused();
    await expect(page.getByRole('checkbox', { name: /^Screen protector/ })).toBeDisabled();
    expect((await axe(page).analyze()).violations).toEqual([]);

    await page.getByRole('checkbox', { name: /^Nova 5G phone/ }).check();
    await page.getByRole('radio', { name: 'It is faulty' }).check();
    await page.getByRole('textbox', { name: 'Remarks (optional)' }).fill('The screen flickers.');
    await page.getByRole('button', { name: 'Request return' }).click();
    const done = page.getByRole('dialog', { name: 'Return requested' });
    await expect(done).toContainText(firstReturnNbr);
    await done.getByRole('button', { name: 'View my orders' }).click();

    await expect(page).toHaveURL(/\/myOrders$/);
    const returned = orderCard(page, firstReturnNbr);
    await expect(returned.getByText('Goods return')).toBeVisible();
    await expect(returned.getByText('In progress')).toBeVisible();
  });

  test('F4.5 exchange after its pre-check: out-of-stock colours cannot be chosen; the item is then taken', async ({ page, sandbox }) => {
    void sandbox;
    await openSignedIn(page, `/afterSale?orderId=${phoneOrder.orderId}&action=exchange`);
    await expect(page.getByRole('heading', { level: 1, name: 'Exchange an item' })).toBeVisible();
    await page.getByRole('radio', { name: /^Nova 5G phone/ }).check();
    await expect(page.getByRole('radio', { name: /Moon silver/ })).toBeDisabled();
    await page.getByRole('radio', { name: /Forest green/ }).check();
    await page.getByRole('radio', { name: 'I want another colour or size' }).check();
    await page.getByRole('button', { name: 'Request exchange' }).click();
    const done = page.getByRole('dialog', { name: 'Exchange requested' });
    await expect(done).toBeVisible();
    await done.getByRole('button', { name: 'Close' }).click();
    // The pre-check runs again: the phone is now being exchanged.
    await expect(page.getByRole('radio', { name: /^Nova 5G phone/ })).toBeDisabled();
    await expect(page.getByText('Already being exchanged')).toBeVisible();
  });

  test('F4.5 track the shipment of a pickup order: packed, ready at the shop, picked up', async ({ page, sandbox }) => {
    void sandbox;
    await openSignedIn(page, `/afterSale?orderId=${phoneOrder.orderId}&action=track`);
    await expect(page.getByRole('heading', { level: 1, name: 'Track shipment' })).toBeVisible();
    await expect(page.getByText('Pickup at a shop')).toBeVisible();
    const steps = page.getByRole('list', { name: 'Shipment' }).getByRole('listitem');
    await expect(steps).toHaveText([/^Packed/, /^Ready for pickup.*Harare Central shop$/, /^Picked up.*Harare Central shop$/]);
    await expect(steps.nth(2)).toHaveAttribute('aria-current', 'step');
  });
});
