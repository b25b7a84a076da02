import type { Locator, Page } from '@playwright/test';
import { demo, expect, test } from './support/fixtures';
import { openSignedIn, signIn, submitPasswordSignIn } from './support/signIn';

const NEW_PASSWORD = 'Fresh#2027';

async function openChangePassword(page: Page) {
  await page.getByRole('button', { name: demo.name }).click();
  await page.getByRole('menuitem', { name: 'Change Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Signs the demo individual in and opens the dialog from the account menu. */
async function signInAndOpenChangePassword(page: Page) {
  await openSignedIn(page);
  return openChangePassword(page);
}

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** The dialog's field and button names in one language. */
interface DialogNames {
  old: string;
  fresh: string;
  confirm: string;
  save: string;
}

const ENGLISH: DialogNames = { old: 'Old Password', fresh: 'New Password', confirm: 'Confirm Password', save: 'Save' };
const ARABIC: DialogNames = { old: 'كلمة المرور القديمة', fresh: 'كلمة المرور الجديدة', confirm: 'تأكيد كلمة المرور', save: 'حفظ' };

/** A wrong old password and a valid new one, confirmed, then Save: the server refuses the old password. */
async function saveWithWrongOldPassword(page: Page, dialog: Locator, names: DialogNames) {
  await field(page, names.old).fill('Wrong#2026');
  await field(page, names.fresh).fill(NEW_PASSWORD);
  await field(page, names.confirm).fill(NEW_PASSWORD);
  await dialog.getByRole('button', { name: names.save }).click();
}

test.describe('F2.14 change password', () => {
  test('F2.14 live rules, matching confirmation, save; then the new password signs in and the old one no longer', async ({
    page,
    sandbox,
  }) => {
    void sandbox;
    const dialog = await signInAndOpenChangePassword(page);
    const viewport = page.viewportSize()!;
    const box = (await dialog.boundingBox())!;
    if (viewport.width > 500) expect(Math.round(box.width)).toBe(460);
    else expect(box.width).toBeLessThanOrEqual(viewport.width);

    const save = dialog.getByRole('button', { name: 'Save' });
    await expect(save).toHaveAttribute('aria-disabled', 'true');
    const rule = (id: string) => dialog.locator(`[data-rule="${id}"]`);
    await expect(rule('length')).toContainText('8 to 20 characters');
    for (const id of ['length', 'upper', 'lower', 'digit', 'special'])
      await expect(rule(id)).not.toHaveAttribute('data-met');

    await field(page, 'Old Password').fill(demo.password);
    await field(page, 'New Password').fill('fresh');
    await expect(rule('lower')).toHaveAttribute('data-met', '');
    await expect(rule('upper')).not.toHaveAttribute('data-met');
    await expect(rule('length')).toContainText('not yet');
    await field(page, 'New Password').blur();
    await expect(
      dialog.getByText('The new password does not meet the password requirements.'),
    ).toBeVisible();
    await field(page, 'New Password').fill(NEW_PASSWORD);
    for (const id of ['length', 'upper', 'lower', 'digit', 'special'])
      await expect(rule(id)).toHaveAttribute('data-met', '');

    await field(page, 'Confirm Password').fill('Fresh#2028');
    await field(page, 'Confirm Password').blur();
    await expect(dialog.getByText('The passwords do not match.')).toBeVisible();
    await expect(save).toHaveAttribute('aria-disabled', 'true');
    await field(page, 'Confirm Password').fill(NEW_PASSWORD);
    await expect(save).not.toHaveAttribute('aria-disabled', 'true');

    const modify = page.waitForRequest((r) => r.url().endsWith('/ecare/password/modify'));
    await save.click();
    const body = JSON.parse((await modify).postData() ?? '{}') as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['oldPassword', 'password']);
    expect(body.oldPassword).not.toBe(demo.password);
    expect(body.password).not.toBe(NEW_PASSWORD);
    await expect(
      page.getByRole('status').filter({ hasText: 'Your password has been changed.' }),
    ).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('button', { name: demo.name })).toBeFocused();

    await page.getByRole('button', { name: demo.name }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/signIn\?t=i$/);

    await page.goto('/signIn');
    await submitPasswordSignIn(page);
    await expect(page.getByRole('alert')).toHaveText('The account or password is incorrect.');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/myProfile$/);
  });

  test('F2.14 a wrong old password shows the server message and keeps the dialog open', async ({
    page,
    sandbox,
  }) => {
    void sandbox;
    const dialog = await signInAndOpenChangePassword(page);
    await saveWithWrongOldPassword(page, dialog, ENGLISH);
    await expect(
      dialog.getByRole('alert').filter({ hasText: 'The old password is incorrect.' }),
    ).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(field(page, 'New Password')).toHaveValue(NEW_PASSWORD);

    // Cancel closes it, focus goes back to the menu button, and the old password still works.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('button', { name: demo.name })).toBeFocused();
    await expect(page).toHaveURL(/\/myProfile$/);
  });

  test('F2.14 the required messages of the spec, and each opening starts empty', async ({
    page,
    sandbox,
  }) => {
    void sandbox;
    let dialog = await signInAndOpenChangePassword(page);
    for (const name of ['Old Password', 'New Password', 'Confirm Password']) {
      await field(page, name).focus();
      await field(page, name).blur();
    }
    await expect(dialog.getByText('Old Password is required.')).toBeVisible();
    await expect(dialog.getByText('Password is required.', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Confirm Password is required.')).toBeVisible();
    await field(page, 'Old Password').fill('something');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    dialog = await openChangePassword(page);
    await expect(field(page, 'Old Password')).toHaveValue('');
    await expect(dialog.getByText('Old Password is required.')).toHaveCount(0);
  });

  test('F2.14 in Arabic the server message comes in Arabic', async ({ page, sandbox }) => {
    void sandbox;
    await signIn(page, demo, { query: '?lang=ar' });
    await page.getByRole('button', { name: demo.name }).click();
    await page.getByRole('menuitem', { name: 'تغيير كلمة المرور' }).click();
    const dialog = page.getByRole('dialog', { name: 'تغيير كلمة المرور' });
    await saveWithWrongOldPassword(page, dialog, ARABIC);
    await expect(
      dialog.getByRole('alert').filter({ hasText: 'كلمة المرور القديمة غير صحيحة.' }),
    ).toBeVisible();
  });
});
