import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { openSignedIn } from './support/signIn';

/** WCAG 2.2 A and AA, as the other specs check. */
const axe = (page: Page) => new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);

/** A toast: a status message of the notifications region. */
const toast = (page: Page, words: string) => page.getByRole('region', { name: 'Notifications' }).getByRole('status').filter({ hasText: words });

/** Fills what every address needs; the postal code brings the standard address (sandbox codes: 02110 HARARE CBD, 02130 MBARE). */
async function fillAddress(page: Page, input: { receiver: string; postCode: string; detail: string }) {
  await page.getByRole('textbox', { name: /^Receiver name/ }).fill(input.receiver);
  await page.getByRole('textbox', { name: /^Contact number/ }).fill('0779876543');
  await page.getByRole('textbox', { name: /^Address detail/ }).fill(input.detail);
  await page.getByRole('textbox', { name: /^Postal code/ }).fill(input.postCode);
}

const display = (page: Page) => page.getByRole('textbox', { name: /^Address(?! detail)/ });
const entry = (page: Page, receiver: string) => page.getByRole('list', { name: 'Saved addresses' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: new RegExp(receiver) }) });

test.describe('delivery address and the address book (F2.17)', () => {
  test('F2.17: add a default address and edit it on /addresses; the book follows, one default; axe', async ({ page, sandbox }) => {
    void sandbox;
    await openSignedIn(page, '/addresses');
    await expect(page.getByRole('heading', { level: 1, name: 'My addresses' })).toBeFocused();
    await expect(entry(page, 'Tariro Moyo').getByText('Default', { exact: true })).toBeVisible();
    expect((await axe(page).analyze()).violations).toEqual([]);

    await page.getByRole('button', { name: 'Add address' }).click();
    await expect(page.getByRole('heading', { name: 'Add delivery address' })).toBeFocused();
    await fillAddress(page, { receiver: 'Chipo Banda', postCode: '02110', detail: '3 Enterprise Road' });
    await expect(display(page)).toHaveValue('HARARE / HARARE / HARARE CBD');
    await page.getByRole('switch', { name: 'Set as default address' }).check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toast(page, 'Address added.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'My addresses' })).toBeFocused();
    await expect(entry(page, 'Chipo Banda').getByText('Default', { exact: true })).toBeVisible();
    await expect(entry(page, 'Tariro Moyo').getByText('Default', { exact: true })).toHaveCount(0);

    await page.getByRole('button', { name: 'Edit address of Chipo Banda' }).click();
    await expect(page.getByRole('textbox', { name: /^Receiver name/ })).toHaveValue('Chipo Banda');
    await page.getByRole('textbox', { name: /^Postal code/ }).fill('02130');
    await expect(display(page)).toHaveValue('HARARE / HARARE / MBARE');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toast(page, 'Address updated.')).toBeVisible();
    await expect(entry(page, 'Chipo Banda').getByText('HARARE / HARARE / MBARE')).toBeVisible();
    await expect(entry(page, 'Chipo Banda').getByText('Default', { exact: true })).toBeVisible();
  });

  test('F2.17: in temporary-login mode saving replaces the route with /h5/buySimCard/delivery carrying the address, comments included', async ({ page, sandbox }) => {
    void sandbox;
    await page.goto('/signIn');
    await page.evaluate(() => window.localStorage.setItem('WEBSC_tempLogin', 'true'));
    await page.goto('/h5/addShippingAddress');
    await expect(page.getByRole('heading', { level: 1, name: 'Add delivery address' })).toBeFocused();
    // Back leads to the buy-SIM step, not out of the flow.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/h5\/buySimCard\/delivery$/);
    await page.goto('/h5/addShippingAddress');
    // The address goes with the order, not into a book: no default switch.
    await expect(page.getByRole('switch')).toHaveCount(0);
    await fillAddress(page, { receiver: 'Nyasha Ncube', postCode: '02110', detail: '9 Kwame Nkrumah Avenue' });
    await page.getByRole('textbox', { name: /^Comments/ }).fill('Blue gate');
    await expect(display(page)).toHaveValue('HARARE / HARARE / HARARE CBD');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(/\/h5\/buySimCard\/delivery\?deliveryAddress=/);
    const carried = JSON.parse(new URL(page.url()).searchParams.get('deliveryAddress') ?? '{}') as Record<string, unknown>;
    expect(carried).toMatchObject({
      contactName: 'Nyasha Ncube',
      contactMobile: '0779876543',
      addrDetail: '9 Kwame Nkrumah Avenue',
      displayAddr: 'HARARE / HARARE / HARARE CBD',
      postCode: '02110',
      comments: 'Blue gate',
      isDefault: 0,
    });
  });

  test('F2.17: a postal code with no standard address says so, keeps the entries and leaves save disabled; axe on /h5/addShippingAddress', async ({ page, sandbox }) => {
    void sandbox;
    await page.goto('/h5/addShippingAddress');
    await expect(page.getByRole('heading', { level: 1, name: 'Add delivery address' })).toBeFocused();
    await fillAddress(page, { receiver: 'Chipo Banda', postCode: '99999', detail: '3 Enterprise Road' });
    await expect(page.getByText('No address was found for this postal code.')).toBeVisible();
    await expect(display(page)).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByRole('textbox', { name: /^Receiver name/ })).toHaveValue('Chipo Banda');
    expect((await axe(page).analyze()).violations).toEqual([]);
  });
});
