import { expect, test } from './support/fixtures';
import { sentCode } from './support/inbox';
import type { Page } from '@playwright/test';

/** Sandbox seeds (packages/sandbox/src/store/seed.ts; routes/regStepOne.ts stepOneDemo). */
const seed = {
  otherOperator: '0712345678',
  registerInvalid: '0778156156',
  noCustomer: '0778157157',
  newId: '63-222222A22',
  existingId: '63-123456A78',
};

const mobileField = (page: Page) => page.getByRole('textbox', { name: 'Mobile number', exact: true });
const idField = (page: Page) => page.getByRole('textbox', { name: 'National ID number' });
const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });

/** Fills step one with the mouse and keyboard as a person would: mobile, ID, terms. */
async function fillStepOne(page: Page, mobile: string, id = seed.newId) {
  await mobileField(page).fill(mobile);
  await mobileField(page).blur();
  await expect(page.getByText('This number can be registered.')).toBeVisible();
  await idField(page).fill(id);
  await idField(page).blur();
  await expect(page.getByText('This ID number can be registered.')).toBeVisible();
  await page.getByRole('checkbox', { name: /I agree to the Terms/ }).check();
}

test.describe('F2.1–F2.4 sign-up step one and the code step', () => {
  test('F2.1 each code-request answer of spec 02 §8 on the mobile field', async ({ page }) => {
    const answers: [string, string][] = [
      [seed.otherOperator, 'Enter a GAIA mobile number.'],
      [seed.registerInvalid, 'This number cannot be used to register. Use another GAIA number.'],
      [seed.noCustomer, 'We have no customer record for this number. Visit a GAIA shop to register it first.'],
    ];
    for (const [mobile, message] of answers) {
      await page.goto('/signUp');
      await fillStepOne(page, mobile);
      await next(page).click();
      await expect(mobileField(page)).toHaveAccessibleDescription(new RegExp(message.replace(/\./g, '\\.')));
      // Nothing typed is lost: the ID is still there.
      await expect(idField(page)).toHaveValue(seed.newId);
    }
  });

  test('F2.4 a wrong code, then an expired one: the message and the digits cleared', async ({ page, request, sandbox }) => {
    const mobile = '0779000011';
    await page.goto('/signUp');
    await fillStepOne(page, mobile);
    await next(page).click();
    await expect(page.getByRole('heading', { name: 'Enter the verification code' })).toBeVisible();
    const code = page.getByRole('textbox', { name: 'Verification code' });
    const sent = (await sentCode(request, sandbox.url, mobile)).code;
    await code.fill(sent === '000000' ? '111111' : '000000');
    await expect(page.getByText('The code is wrong or has expired.', { exact: false })).toBeVisible();
    await expect(code).toHaveValue('');
    await request.post(`${sandbox.url}/__sandbox/clock`, { data: { advanceMs: 6 * 60_000 } });
    await code.fill(sent);
    await expect(page.getByText('The code is wrong or has expired.', { exact: false })).toBeVisible();
    await expect(code).toHaveValue('');
  });

  test('F2.1 step one completed with the keyboard only', async ({ page }) => {
    await page.goto('/signUp');
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await mobileField(page).focus();
    await page.keyboard.type('0779000012');
    await page.keyboard.press('Tab');
    await expect(page.getByText('This number can be registered.')).toBeVisible();
    await idField(page).focus();
    await page.keyboard.type('63-222222a22');
    await page.keyboard.press('Tab');
    await expect(page.getByText('This ID number can be registered.')).toBeVisible();
    await page.getByRole('checkbox', { name: /I agree to the Terms/ }).focus();
    await page.keyboard.press('Space');
    await expect(next(page)).not.toHaveAttribute('aria-disabled', 'true');
    await next(page).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Enter the verification code' })).toBeVisible();
  });

  test('F2.1 the terms modal shows the HTML with its script and handler payloads neutralised; Agree ticks the box', async ({ page }) => {
    await page.goto('/signUp');
    await page.getByRole('button', { name: 'Read the Terms and Conditions' }).click();
    const dialog = page.getByRole('dialog', { name: 'Terms and Conditions' });
    await expect(dialog.locator('[data-html-content] h2')).toHaveText('Terms and Conditions');
    await expect(dialog.locator('script, [onerror]')).toHaveCount(0);
    const ran = await page.evaluate(() => {
      const w = window as unknown as Record<string, unknown>;
      return [w.__gaiaContentScriptRan, w.__gaiaContentHandlerRan, w.__gaiaContentLinkRan];
    });
    expect(ran).toEqual([undefined, undefined, undefined]);
    await dialog.getByRole('button', { name: 'Agree' }).click();
    await expect(page.getByRole('checkbox', { name: /I agree to the Terms/ })).toBeChecked();
  });

  test('F2.3 an ID that has an account: the dialog with its user ID, OK goes to /signIn', async ({ page }) => {
    await page.goto('/signUp');
    await mobileField(page).fill('0779000013');
    await mobileField(page).blur();
    await expect(page.getByText('This number can be registered.')).toBeVisible();
    await idField(page).fill(seed.existingId);
    await idField(page).blur();
    const dialog = page.getByRole('dialog', { name: 'You already have an account' });
    await expect(dialog).toContainText('GA1000001');
    await expect(dialog).toContainText('077****567');
    await dialog.getByRole('button', { name: 'OK, sign in' }).click();
    await expect(page).toHaveURL(/\/signIn$/);
  });
});
