import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { openSignedIn } from './support/signIn';

/** The payment-method page's query once the portal got there (web or phone layout). */
async function paymentQuery(page: Page): Promise<Record<string, string>> {
  await expect(page).toHaveURL(/\/(h5\/)?selectPaymentMethod\?/);
  return Object.fromEntries(new URL(page.url()).searchParams);
}

const amounts = (page: Page) => page.getByRole('radiogroup', { name: 'Top-up amount' });
const custom = (page: Page) => page.getByRole('textbox', { name: 'Other amount' });
const proceed = (page: Page) => page.getByRole('button', { name: 'Continue to payment' });

test.describe('F3.6 F3.7 top-up and bill payment', () => {
  test('F3.6 the own main line: first amount preselected, USD and ZiG amounts, on to the payment-method page with the top-up’s query', async ({ page, sandbox }) => {
    void sandbox;
    await openSignedIn(page, '/topUp');
    await expect(page.getByRole('heading', { level: 1, name: 'Top up' })).toBeFocused();
    await expect(amounts(page).getByRole('radio', { name: '$1.00' })).toBeChecked();
    await expect(page.getByText('You will pay $1.00 to top up +263 77 123 4567.')).toBeVisible();
    await page.getByRole('radiogroup', { name: 'Currency' }).getByRole('radio', { name: 'ZiG' }).check();
    await expect(amounts(page).getByRole('radio', { name: /^ZiG\s?50\.00$/ })).toBeChecked();
    await page.getByRole('radiogroup', { name: 'Currency' }).getByRole('radio', { name: '$' }).check();
    await amounts(page).getByRole('radio', { name: '$10.00' }).check();
    expect(await new AxeBuilder({ page }).analyze().then((r) => r.violations.map((v) => v.id))).toEqual([]);
    await proceed(page).click();
    expect(await paymentQuery(page)).toEqual({ payEvent: 'recharge', accNbr: '771234567', acctNbr: 'AC771234567', amount: '10.00', currencySymbol: '$', amountDisplay: '$10.00' });
  });

  test('F3.6 another number: invalid, then not on the network (kept as typed), then valid; custom amount rules as typed', async ({ page, sandbox }) => {
    void sandbox;
    await openSignedIn(page, '/topUp?accNbr=772345678');
    await page.getByRole('radio', { name: 'Another number' }).check();
    const number = page.getByRole('textbox', { name: /Mobile number to top up/ });
    await number.fill('12345');
    await number.blur();
    await expect(page.getByText('Enter a valid mobile number of our network, for example 0771234567.')).toBeVisible();

    // Custom amount as typed: digits and one dot, 2 decimals, leading zeros collapsed, the limits.
    await custom(page).click();
    await custom(page).pressSequentially('007.509x');
    await expect(custom(page)).toHaveValue('7.50');
    await custom(page).fill('600');
    await expect(page.getByText('Enter an amount from 1 to 500.')).toBeVisible();
    await expect(proceed(page)).toBeDisabled();
    await custom(page).fill('25');

    await number.fill('0779999999');
    await proceed(page).click();
    await expect(page.getByRole('alert').filter({ hasText: 'This number is not on our network. Check it and try again.' })).toBeVisible();
    await expect(custom(page)).toHaveValue('25');
    await number.fill('078 234 5678');
    await proceed(page).click();
    expect(await paymentQuery(page)).toMatchObject({ payEvent: 'recharge', accNbr: '782345678', amount: '25.00', amountDisplay: '$25.00' });
  });

  test('F3.6 keyboard only: choose an amount with the arrow keys and continue', async ({ page, sandbox }) => {
    void sandbox;
    await openSignedIn(page, '/topUp');
    await expect(page.getByRole('heading', { level: 1, name: 'Top up' })).toBeFocused();
    const first = amounts(page).getByRole('radio', { name: '$1.00' });
    await expect(first).toBeChecked();
    for (let step = 0; step < 12 && !(await first.evaluate((el) => el === document.activeElement)); step += 1) await page.keyboard.press('Tab');
    await expect(first).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(amounts(page).getByRole('radio', { name: '$5.00' })).toBeChecked();
    for (let step = 0; step < 6 && !(await proceed(page).evaluate((el) => el === document.activeElement)); step += 1) await page.keyboard.press('Tab');
    await expect(proceed(page)).toBeFocused();
    await page.keyboard.press('Enter');
    expect(await paymentQuery(page)).toMatchObject({ payEvent: 'recharge', accNbr: '771234567', amount: '5.00' });
  });

  test('F3.7 the bill modal: the amount owed, edit, limits hint red above 100000, Continue only above 0', async ({ page, sandbox }) => {
    void sandbox;
    await openSignedIn(page, '/topUp?accNbr=772345678');
    const bill = page.getByRole('region', { name: 'Bill' });
    await expect(bill.getByText('$45.80')).toBeVisible();
    await bill.getByRole('button', { name: 'Pay bill' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pay bill' });
    await expect(dialog.getByText('You can pay from 1 to 100,000.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Continue to payment' })).toBeEnabled();
    await dialog.getByRole('button', { name: 'Edit amount' }).click();
    const field = dialog.getByRole('textbox', { name: 'Amount to pay' });
    await expect(field).toBeFocused();
    await field.fill('100000.01');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByRole('button', { name: 'Continue to payment' })).toBeDisabled();
    await field.fill('0');
    await expect(dialog.getByRole('button', { name: 'Continue to payment' })).toBeDisabled();
    await field.fill('20.5');
    await dialog.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(dialog).toBeHidden();
    expect(await paymentQuery(page)).toEqual({ payEvent: 'bill', acctNbr: 'AC772345678', amount: '20.50', currencySymbol: '$', amountDisplay: '$20.50' });
  });
});
