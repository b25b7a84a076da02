import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { corporate, demo, expect, test } from './support/fixtures';
import { signIn, signInCorporate } from './support/signIn';

/** The width of a dialog: the documented width, or the viewport's on a phone. */
async function expectDialogWidth(page: Page, dialog: ReturnType<Page['getByRole']>, width: number) {
  const box = await dialog.boundingBox();
  const viewport = page.viewportSize()!;
  if (viewport.width > width + 40) expect(Math.round(box!.width)).toBe(width);
  else expect(box!.width).toBeLessThanOrEqual(viewport.width);
}

/** Signs the demo individual in and gives the header's account menu button. */
async function signInToMenuButton(page: Page) {
  await signIn(page);
  return page.getByRole('button', { name: demo.name });
}

// Every test of this file starts from the sandbox's seeded state: the fixture resets it for each test it serves.
test.beforeEach(({ sandbox }) => void sandbox);

test.describe('F2.14 header user menu and sign-out', () => {
  test('F2.14 individual: the menu shows the user ID and the Individual badge; Sign Out confirms and opens /signIn?t=i', async ({ page }) => {
    await signIn(page);
    await expect(page.getByTestId('header-sign-in')).toHaveCount(0);
    const menuButton = page.getByRole('button', { name: demo.name });
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByTestId('user-menu');
    await expect(menu.getByText('User ID')).toBeVisible();
    await expect(page.getByTestId('menu-user-id')).toHaveText(demo.userCode);
    await expect(page.getByTestId('menu-party-badge')).toHaveText('Individual');
    await expect(page.getByRole('menuitem')).toHaveText([
      'My Profile',
      'Change Password',
      'Sign Out',
    ]);

    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Sign Out of GAIA?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('You will need to sign in again to use your account.');
    await expectDialogWidth(page, dialog, 500);

    const logout = page.waitForRequest((r) => r.url().endsWith('/ecare/user/logout'));
    await dialog.getByRole('button', { name: 'Sign Out' }).click();
    // Spec 02 §7: the logout call has an empty body.
    expect((await logout).postData() ?? '').toBe('');
    await expect(page).toHaveURL(/\/signIn\?t=i$/);
    await expect(menuButton).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    // The session is over: the signed-in page sends the empty user to the login URL.
    await page.goto('/myProfile');
    await expect(page).toHaveURL(/\/signIn(\?t=i)?$/);
  });

  test('F2.14 corporate: the Corporation badge; signing out opens /signIn?t=c', async ({
    page,
    request,
    sandbox,
  }) => {
    await signInCorporate(page, request, sandbox.url);
    const menuButton = page.getByRole('button', { name: corporate.name });
    await menuButton.click();
    await expect(page.getByTestId('menu-user-id')).toHaveText(corporate.userCode);
    await expect(page.getByTestId('menu-party-badge')).toHaveText('Corporation');
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Sign Out of GAIA?' });
    await dialog.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/signIn\?t=c$/);
    await expect(page.getByRole('textbox', { name: 'Company account' })).toBeVisible();
  });

  test('F2.14 Cancel keeps you signed in, and focus returns to the menu button', async ({ page }) => {
    const menuButton = await signInToMenuButton(page);
    await menuButton.click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Sign Out of GAIA?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(menuButton).toBeFocused();
    await expect(page).toHaveURL(/\/myProfile$/);
    await page.reload();
    await expect(page.getByTestId('user-code')).toHaveText(demo.userCode);
    await expect(page.getByRole('button', { name: demo.name })).toBeVisible();
  });

  test('F2.14 keyboard: the menu opens and moves with the keys; Escape closes the dialog back to the button', async ({ page }) => {
    const menuButton = await signInToMenuButton(page);
    await menuButton.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'My Profile' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Sign Out of GAIA?' });
    // Focus moves into the dialog (react-aria), so the keys act on it.
    await expect(dialog).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(menuButton).toBeFocused();

    // Escape on the open menu closes it and keeps focus on the button; My Profile goes to /myProfile.
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'My Profile' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(menuButton).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/myProfile$/);
    await expect(page.getByRole('menu')).toHaveCount(0);
  });

  test('F2.14 in Arabic the menu and the confirmation are translated and right-to-left', async ({ page }) => {
    await signIn(page, demo, { query: '?lang=ar' });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('button', { name: demo.name }).click();
    await expect(page.getByTestId('menu-party-badge')).toHaveText('فرد');
    await page.getByRole('menuitem', { name: 'تسجيل الخروج' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'تسجيل الخروج من GAIA؟' });
    await expect(dialog).toContainText('سيتعيّن عليك تسجيل الدخول مرة أخرى');
    await dialog.getByRole('button', { name: 'تسجيل الخروج' }).click();
    await expect(page).toHaveURL(/\/signIn\?t=i$/);
  });
});

test.describe('F2.14 accessibility', () => {
  test('F2.14 the open menu and both dialogs pass axe (WCAG 2.2 A and AA)', async ({ page }) => {
    await signIn(page);
    // Colours are checked once the overlays have finished fading in: mid-animation they are neither
    // the before nor the after a person reads.
    const settled = () => page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    const axe = () =>
      new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
    const menuButton = page.getByRole('button', { name: demo.name });
    await menuButton.click();
    await expect(page.getByRole('menu')).toBeVisible();
    await settled();
    expect((await axe().include('[data-testid="user-menu"]').analyze()).violations).toEqual([]);

    await page.getByRole('menuitem', { name: 'Change Password' }).click();
    const change = page.getByRole('dialog', { name: 'Change Password' });
    await change.getByRole('textbox', { name: 'New Password', exact: true }).fill('abc');
    await settled();
    expect((await axe().include('[role="dialog"]').analyze()).violations).toEqual([]);
    await change.getByRole('button', { name: 'Cancel' }).click();
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await settled();
    expect((await axe().include('[role="alertdialog"]').analyze()).violations).toEqual([]);
  });
});

test.describe('F1.1 header sign-in link', () => {
  test('F1.1 t=c when the path contains -c, else t=i; not on /signIn itself', async ({ page }) => {
    // A public page of the corporate area (/complete-c itself now asks a visitor to sign in first).
    await page.goto('/signUp-c');
    const link = page.getByTestId('header-sign-in');
    await expect(link).toHaveAttribute('href', '/signIn?t=c');
    await expect(link).toHaveText('Sign in');
    await page.goto('/forgot');
    await expect(link).toHaveAttribute('href', '/signIn?t=i');
    await link.click();
    await expect(page).toHaveURL(/\/signIn\?t=i$/);
    await expect(link).toHaveCount(0);
  });

  test('F2.14 an empty user (no session) on a signed-in page goes to the login URL', async ({ page }) => {
    await page.goto('/myProfile');
    await expect(page).toHaveURL(/\/signIn$/);
  });
});
