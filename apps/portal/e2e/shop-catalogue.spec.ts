import type { Page } from '@playwright/test';
import { demo, expect, test } from './support/fixtures';
import { expectNoAxeViolations } from './support/axe';
import { switchToArabic } from './support/arabic';
import { sentCode } from './support/inbox';

/** The operator lets visitors browse the shop (sandbox setting exploreFlag, spec 03 F3.1). */
async function allowVisitors(page: Page, sandboxUrl: string) {
  await page.request.post(`${sandboxUrl}/__sandbox/settings`, { data: { exploreFlag: 'Y' } });
}

/** Chooses an option of one of the kit's selects (a listbox popup). */
async function choose(page: Page, label: RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const productNames = (page: Page) => page.getByRole('list', { name: 'Products' }).getByRole('heading', { level: 2 });

test.describe('F4.1, F4.2 shop catalogue and favourites', () => {
  test('F4.1 a visitor browses the shop, filters and sorts the phones (kept in the URL) and opens a product to choose its storage', async ({ page, sandbox }) => {
    await allowVisitors(page, sandbox.url);
    await page.goto('/shop?exploreFlag=Y');
    await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Featured products' })).toBeVisible();
    await page.getByRole('link', { name: /^Phones/ }).click();
    await expect(page).toHaveURL(/\/shop\/products\?category=phones$/);
    await expect(page.getByText('6 products')).toBeVisible();
    await choose(page, /^Brand/, 'Aurora');
    await choose(page, /^Sort by/, 'Price: high to low');
    await expect(page).toHaveURL(/category=phones&brand=Aurora&sort=priceDesc/);
    await expect(productNames(page)).toHaveText(['Aurora X12 Pro', 'Aurora X12']);
    // The URL is the list's state: a reload shows the same list.
    await page.reload();
    await expect(productNames(page)).toHaveText(['Aurora X12 Pro', 'Aurora X12']);
    await page.getByRole('link', { name: 'Aurora X12 Pro' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Aurora X12 Pro' })).toBeFocused();
    await expect(page.getByText('$1,099.00')).toBeVisible();
    // The choice goes through the URL (?sku=): click, then see it checked once the page follows.
    const gb512 = page.getByRole('radiogroup', { name: /^Storage/ }).getByRole('radio', { name: /^512 GB/ });
    await gb512.click();
    await expect(gb512).toBeChecked();
    await expect(page.getByText('$1,199.00')).toBeVisible();
    await expect(page).toHaveURL(/\/shop\/product\/P-X12PRO\?sku=P-X12PRO-2/);
    await expect(page.getByText('Only a few left')).toBeVisible();
  });

  test('F4.1–F4.3 a visitor (no exploreFlag) favourites a product, signs in and is back on it with the heart on; the header counts follow', async ({ page, request, sandbox }) => {
    // The shop is open to visitors, even where the operator offers them no menu (sandbox exploreFlag N).
    await page.goto('/shop/product/P-BUDS');
    await expect(page.getByRole('heading', { level: 1, name: 'Nimbus Buds' })).toBeFocused();
    await expect(page.getByRole('link', { name: 'Cart, empty' })).toBeVisible();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    await page.getByRole('button', { name: 'Add Nimbus Buds to favourites' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in to keep favourites' });
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/signIn\?redirect=%2Fshop%2Fproduct%2FP-BUDS/);
    // The code sign-in keeps the way back (the mode link keeps the query).
    await page.getByRole('link', { name: 'Sign in with a verification code' }).click();
    await page.getByRole('textbox', { name: 'Mobile number or e-mail' }).fill(demo.account);
    await page.getByRole('button', { name: 'Send code' }).click();
    const sent = await sentCode(request, sandbox.url, demo.account);
    await page.getByRole('textbox', { name: 'Verification code' }).fill(sent.code);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    // Back on the product: the heart pressed before sign-in is on, the counts are the account's
    // (the visitor's cart line merged into it).
    await expect(page).toHaveURL(/\/shop\/product\/P-BUDS/);
    await expect(page.getByRole('button', { name: 'Remove Nimbus Buds from favourites' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Favourites, 1 product' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Shop' }).getByRole('link', { name: 'Favourites' }).click();
    const favourites = page.getByRole('list', { name: 'Favourites' });
    await expect(favourites.getByRole('heading', { level: 2 })).toHaveText(['Nimbus Buds']);
    // Removing it from the favourites page empties the list and the header's count.
    await favourites.getByRole('button', { name: 'Remove Nimbus Buds from favourites' }).click();
    await expect(page.getByRole('heading', { name: 'No favourites yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Favourites, none' })).toBeVisible();
  });

  test('F4.1 axe on /shop and /shop/products in light and dark, English (ltr) and Arabic (rtl)', async ({ page, sandbox }) => {
    await allowVisitors(page, sandbox.url);
    await page.goto('/shop?exploreFlag=Y');
    await expect(page.getByRole('heading', { name: 'Featured products' })).toBeVisible();
    await expectNoAxeViolations(page, '/shop', ['light', 'dark']);
    await page.goto('/shop/products?category=phones');
    await expect(page.getByText('6 products')).toBeVisible();
    await expectNoAxeViolations(page, '/shop/products', ['light', 'dark']);
    await switchToArabic(page);
    await expect(page.getByText('6 منتجات')).toBeVisible();
    await expectNoAxeViolations(page, '/shop/products (Arabic)', ['light', 'dark']);
    await page.goto('/shop');
    await expect(page.getByRole('heading', { level: 1, name: 'المتجر' })).toBeVisible();
    await expectNoAxeViolations(page, '/shop (Arabic)', ['light', 'dark']);
  });
});
