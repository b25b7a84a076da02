import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { openSignedIn } from './support/signIn';

const card = { number: '4242 4242 4242 4242', expiry: '12/39', cvv: '123' } as const;

/** The home's bill of the seeded postpaid line (+263 77 234 5678, account AC772345678). */
async function postpaidBill(page: Page) {
  await page.getByRole('radiogroup', { name: 'Choose the line to show' }).getByRole('radio', { name: /\+263 77 234 5678/ }).check();
  return page.getByRole('region', { name: 'Bill' });
}

async function transactions(request: APIRequestContext, url: string) {
  return ((await (await request.get(`${url}/__sandbox/payments`)).json()) as { transactions: { payEvent: string; acctNbr?: string; amount?: string; state: string }[] }).transactions;
}

test.describe('F3.7 F3.8 bill payment in English', () => {
  test('F3.7 F3.8 part of the postpaid bill paid by card from the home: the provider page, a paid status in dollars and cents, then the home and its top-up show what is still due', async ({ page, sandbox }) => {
    await openSignedIn(page);
    await expect(page.getByRole('banner')).toBeVisible();
    const bill = await postpaidBill(page);
    await expect(bill.getByText('$45.80')).toBeVisible();
    await expect(bill.getByText('Account AC772345678')).toBeVisible();
    await bill.getByRole('button', { name: 'Pay bill' }).click();

    const dialog = page.getByRole('dialog', { name: 'Pay bill' });
    await expect(dialog.getByText('$45.80')).toBeVisible();
    // The payment dialog is 424 wide (spec 03 §9) where the screen has room for it.
    if (page.viewportSize()!.width > 464) await expect.poll(async () => Math.round((await dialog.boundingBox())!.width)).toBe(424);
    await dialog.getByRole('button', { name: 'Edit amount' }).click();
    await dialog.getByRole('textbox', { name: 'Amount to pay' }).fill('20.5');
    await dialog.getByRole('button', { name: 'Continue to payment' }).click();

    // The web page, or /h5/selectPaymentMethod on a phone.
    await expect(page).toHaveURL(/\/(h5\/)?selectPaymentMethod\?/);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose how to pay' })).toBeFocused();
    // The payment page has no header block (spec 03 §2).
    await expect(page.getByRole('banner')).toHaveCount(0);
    const summary = page.getByLabel('Payment summary');
    await expect(summary.getByText('AC772345678')).toBeVisible();
    // Money always shows two decimals: the chosen 20.5 is $20.50.
    await expect(summary.getByText('$20.50')).toBeVisible();
    expect(await new AxeBuilder({ page }).analyze().then((r) => r.violations.map((v) => v.id))).toEqual([]);
    await page.getByRole('radio', { name: /^Bank card/ }).check();
    await page.getByRole('button', { name: 'Continue to payment' }).click();

    await expect(page).toHaveURL(/\/provider\/pay\//);
    await expect(page.getByRole('heading', { level: 1, name: /GAIA Pay/ })).toBeVisible();
    await page.getByLabel('Card number').fill(card.number);
    await page.getByLabel('Expiry date (MM/YY)').fill(card.expiry);
    await page.getByLabel('Security code (CVV)').fill(card.cvv);
    await page.getByRole('button', { name: 'Pay $20.50' }).click();

    await expect(page).toHaveURL(/\/transaction\/TX\d+$/);
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    await expect(page.getByText('We have received your payment of $20.50.')).toBeVisible();
    await expect(page.getByText(/Visa ending in 4242/)).toBeVisible();
    expect(await new AxeBuilder({ page }).analyze().then((r) => r.violations.map((v) => v.id))).toEqual([]);

    await page.getByRole('button', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/myProfile$/);
    const after = await postpaidBill(page);
    // 45.80 owed less 20.50 paid.
    await expect(after.getByText('$25.30')).toBeVisible();
    await expect(after.getByRole('button', { name: 'Pay bill' })).toBeVisible();
    // The home's Top up link of the line opens top-up for that line, with the same bill under it.
    await page.getByRole('link', { name: 'Top up 772345678' }).click();
    await expect(page).toHaveURL(/\/topUp\?accNbr=772345678$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Top up' })).toBeFocused();
    await expect(page.getByRole('region', { name: 'Bill' }).getByText('$25.30')).toBeVisible();
    expect(await transactions(page.request, sandbox.url)).toEqual([
      expect.objectContaining({ payEvent: 'bill', acctNbr: 'AC772345678', amount: '20.50', state: 'SUCCESS' }),
    ]);
  });
});
