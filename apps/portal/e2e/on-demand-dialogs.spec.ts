import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { openSignedIn } from './support/signIn';

/*
 * Dialogs that load their code when they are first opened (ADR 0025): the sign-up's documents and
 * the order detail's cancel dialog. A person using the keyboard must get them as before: the dialog
 * opens on Enter, takes the focus, and gives it back to the button that opened it when it closes.
 */

/** The package upgrade awaiting payment of the demo individual (packages/sandbox/src/store/orderSeed). */
const upgradeInB = { orderId: 'O-1001-12', orderNbr: 'SO2026100112' } as const;

/** The phone project's viewport gets the mobile layout (max-width 767px). */
const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/** The order's detail as its layout shows it: the page /h5/orderDetail on a phone, the drawer of /myOrders on the web. */
async function openDetail(page: Page): Promise<Locator> {
  if (isPhone(page)) {
    await page.goto(`/h5/orderDetail?orderId=${upgradeInB.orderId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Order details' })).toBeVisible();
    return page.getByRole('main');
  }
  await page.goto('/myOrders');
  await page.getByRole('list', { name: 'Orders' }).getByRole('listitem', { name: `Order ${upgradeInB.orderNbr}` }).getByRole('button', { name: 'Detail' }).click();
  const drawer = page.getByRole('dialog', { name: 'Order details' });
  await expect(drawer).toBeVisible();
  return drawer;
}

/** Whether the focus is on the dialog or inside it. */
const hasFocus = (dialog: Locator) => dialog.evaluate((element) => element.contains(document.activeElement));

/**
 * The keyboard round trip every on-demand dialog must make: Enter on its opener opens it (its code
 * loaded) with the focus inside, Escape closes it and gives the focus back to the opener.
 */
async function openAndEscape(page: Page, opener: Locator, dialog: Locator) {
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect.poll(() => hasFocus(dialog)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

test.describe('dialogs loaded on demand', () => {
  test('F2.1 the privacy policy by keyboard: it opens on Enter, Escape returns to its link, Agree ticks the box', async ({ page }) => {
    await page.goto('/signUp');
    const dialog = page.getByRole('dialog', { name: 'Privacy Policy' });
    await openAndEscape(page, page.getByRole('button', { name: 'Read the Privacy Policy' }), dialog);
    await expect(page.getByRole('checkbox', { name: /I agree to the Terms/ })).not.toBeChecked();

    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Agree' }).press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('checkbox', { name: /I agree to the Terms/ })).toBeChecked();
  });

  test('F3.16 cancel from the order detail by keyboard: Escape keeps the order, Submit cancels it', async ({ page, sandbox }) => {
    void sandbox;
    await openSignedIn(page);
    const detail = await openDetail(page);
    const dialog = page.getByRole('alertdialog', { name: 'Cancel order' });
    await openAndEscape(page, detail.getByRole('button', { name: 'Cancel' }), dialog);

    await page.keyboard.press('Enter');
    await dialog.getByRole('textbox', { name: 'Remarks' }).fill('Bought elsewhere');
    await dialog.getByRole('button', { name: 'Submit' }).press('Enter');
    await expect(page.getByText('Order cancelled successfully.')).toBeVisible();
    await expect(detail.getByRole('heading', { level: 2, name: 'Order cancelled' })).toBeVisible();
    await expect(detail.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  });
});
