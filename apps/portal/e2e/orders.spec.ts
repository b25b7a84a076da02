import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { openSignedIn, signIn } from './support/signIn';

/** An individual with no orders (packages/sandbox/src/store/seed.ts). */
const farai = { account: '0782345678', password: 'Farai#2026' } as const;

/** The order cards and one card by its number (store/orderSeed/individualOrders.ts). */
const orderList = (page: Page) => page.getByRole('list', { name: 'Orders' });
const card = (page: Page, orderNbr: string) => orderList(page).getByRole('listitem', { name: `Order ${orderNbr}` });

/** The phone project's viewport gets the mobile cards (max-width 767px). */
const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

test.describe('F3.14, F3.16, F3.20 My Orders', () => {
  test('F3.14 the list shows every state with the buttons of the layout', async ({ page, sandbox }) => {
    void sandbox;
    await openSignedIn(page, '/myOrders');
    await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
    const awaiting = card(page, 'SO2026100112');
    await expect(awaiting.getByText('Awaiting payment')).toBeVisible();
    await expect(awaiting.getByText('This order will close soon if it is not paid.')).toBeVisible();
    await expect(awaiting.getByRole('button', { name: 'Payment' })).toBeVisible();
    await expect(awaiting.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(card(page, 'SO2026100111').getByRole('button', { name: 'Continue' })).toBeVisible();
    await expect(card(page, 'SO2026100110').getByText('In progress')).toBeVisible();
    await expect(card(page, 'SO2026100106').getByText('Rejected')).toBeVisible();
    await expect(card(page, 'SO2026100107').getByText('Cancelled')).toBeVisible();
    const goods = card(page, 'SO2026100109');
    await expect(goods.getByText('Completed', { exact: true })).toBeVisible();
    if (isPhone(page)) {
      await expect(goods.getByRole('button', { name: 'Write review' })).toBeVisible();
      await expect(awaiting.getByRole('button', { name: 'Detail' })).toHaveCount(0);
    } else {
      await expect(awaiting.getByRole('button', { name: 'Detail' })).toBeVisible();
      await expect(goods.getByRole('button', { name: 'Write review' })).toHaveCount(0);
    }
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(card(page, 'SO2026100102')).toBeVisible();
  });

  test('F3.16 cancel: the toast, then the list reloads at page 1 with the order cancelled', async ({ page, sandbox }) => {
    void sandbox;
    await openSignedIn(page, '/myOrders');
    await card(page, 'SO2026100110').getByRole('button', { name: 'Cancel' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel order' });
    await expect(dialog.getByRole('button', { name: 'Submit' })).toHaveAttribute('aria-disabled', 'true');
    await dialog.getByRole('textbox', { name: 'Remarks' }).fill('Trip delayed');
    await expect(dialog.getByText('12 of 400 characters')).toBeVisible();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Order cancelled successfully.')).toBeVisible();
    await expect(card(page, 'SO2026100110').getByText('Cancelled')).toBeVisible();
    await expect(card(page, 'SO2026100110').getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  });

  test('F3.16 keyboard only: cancel an order awaiting payment', async ({ page, sandbox }) => {
    void sandbox;
    await openSignedIn(page, '/myOrders');
    await card(page, 'SO2026100113').getByRole('button', { name: 'Cancel' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Cancel order' });
    await expect(dialog).toBeVisible();
    const remarks = dialog.getByRole('textbox', { name: 'Remarks' });
    await remarks.focus();
    await page.keyboard.type('Bought elsewhere');
    const submit = dialog.getByRole('button', { name: 'Submit' });
    while (!(await submit.evaluate((element) => element === document.activeElement))) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Order cancelled successfully.')).toBeVisible();
    await expect(card(page, 'SO2026100113').getByText('Cancelled')).toBeVisible();
  });

  test('F3.16 Payment: the check answers 1 and the payment-method page opens with the order; Continue opens onboarding', async ({ page, sandbox }) => {
    void sandbox;
    await openSignedIn(page, '/myOrders');
    await card(page, 'SO2026100113').getByRole('button', { name: 'Payment' }).click();
    await expect(page).toHaveURL(isPhone(page) ? /\/h5\/selectPaymentMethod\?/ : /\/selectPaymentMethod\?/);
    const query = new URL(page.url()).searchParams;
    expect(Object.fromEntries(query)).toMatchObject({
      payEvent: 'goods',
      fromOrder: 'Y',
      eventType: 'PURCHASE_GOODS',
      custOrderId: 'O-1001-13',
      custOrderNbr: 'SO2026100113',
      amountDisplay: '$18.50',
      currencySymbol: '$',
    });
    expect(JSON.parse(query.get('orderItemList') ?? 'null')).toEqual([]);

    await page.goto('/myOrders');
    await card(page, 'SO2026100111').getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/onboarding$/);
  });

  test('F3.9 F3.16 Payment on a package upgrade awaiting payment: the payment page as an add-on, paid by card, and the order leaves Awaiting payment', async ({ page, sandbox }) => {
    void sandbox;
    await openSignedIn(page, '/myOrders');
    await card(page, 'SO2026100112').getByRole('button', { name: 'Payment' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Choose how to pay' })).toBeFocused();
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject({ payEvent: 'setVas', eventType: 'PACKAGE_UPGRADE', custOrderId: 'O-1001-12' });
    const summary = page.getByLabel('Payment summary');
    await expect(summary.getByText('Add-on')).toBeVisible();
    await expect(summary.getByText('SO2026100112')).toBeVisible();
    await expect(summary.getByText('$25.00')).toBeVisible();
    await expect(page.getByRole('radiogroup', { name: /Payment method/ }).getByRole('radio')).not.toHaveCount(0);
    // Paid through the payments flow: charged what the order costs, then the order is no longer payable.
    await page.getByRole('radio', { name: /^Bank card/ }).check();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /GAIA Pay/ })).toBeVisible();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry date (MM/YY)').fill('12/39');
    await page.getByLabel('Security code (CVV)').fill('123');
    await page.getByRole('button', { name: 'Pay $25.00' }).click();
    await expect(page.getByText('We have received your payment of $25.00.')).toBeVisible();
    await page.goto('/myOrders');
    await expect(card(page, 'SO2026100112')).toBeVisible();
    await expect(card(page, 'SO2026100112').getByRole('button', { name: 'Payment' })).toHaveCount(0);
  });

  test('F3.20 rate a purchased-goods order on its review page; F3.14 a customer without orders sees the empty state', async ({ page, sandbox }) => {
    void sandbox;
    await openSignedIn(page, '/h5/evaluationBatch?orderId=O-1001-09');
    await expect(page.getByRole('heading', { level: 1, name: 'Write a review' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /^5 stars/ })).toBeChecked();
    await page.getByRole('radio', { name: /^4 stars/ }).check();
    await page.getByRole('textbox', { name: 'Remarks' }).fill('Quick pickup');
    await page.getByRole('button', { name: 'Submit review' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you for your review' })).toBeFocused();
    await page.getByRole('button', { name: 'Back to my orders' }).click();
    await expect(page).toHaveURL(/\/myOrders$/);
    await expect(card(page, 'SO2026100109').getByRole('button', { name: 'Write review' })).toHaveCount(0);

    await page.context().clearCookies();
    await page.evaluate(() => window.localStorage.clear());
    await signIn(page, farai);
    await page.goto('/myOrders');
    await expect(page.getByText('No orders yet')).toBeVisible();
  });
});
