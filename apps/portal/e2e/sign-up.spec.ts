import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { sentCode } from './support/inbox';

/** A valid operator number nobody registered, and an ID in the national format (sandbox seed). */
const newcomer = { mobile: '0779999999', idNbr: '63-111111A11', password: 'Strong#2026' } as const;
/** The customer known from a shop with no online account (demoAccounts.upgradeIdNbr). */
const upgradeIdNbr = '63-765432B21';

async function settings(request: APIRequestContext, url: string, values: Record<string, unknown>) {
  await request.post(`${url}/__sandbox/settings`, { data: values });
}

/** Step one (mobile, ID, terms) and the code from the sandbox inbox. */
async function accountAndCode(page: Page, request: APIRequestContext, url: string, idNbr: string) {
  await page.goto('/signUp');
  await page.getByRole('textbox', { name: /^Mobile number/ }).fill(newcomer.mobile);
  await page.getByRole('textbox', { name: /^National ID number/ }).fill(idNbr);
  await page.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }).check();
  const next = page.getByRole('button', { name: 'Next' });
  await expect(next).not.toHaveAttribute('aria-disabled', 'true');
  await next.click();
  await expect(page.getByText(/Step 2 of/)).toBeVisible();
  const { code } = await sentCode(request, url, newcomer.mobile);
  await page.getByRole('textbox', { name: /code/i }).first().fill(code);
}

/** The password twice, then submit; the success dialog's user ID. */
async function passwordAndSubmit(page: Page, submit: RegExp): Promise<string> {
  await page.getByLabel(/^Password\s*\*?$/).fill(newcomer.password);
  await page.getByLabel(/^Confirm password\s*\*?$/).fill(newcomer.password);
  await page.getByRole('button', { name: submit }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Your account is ready' })).toBeVisible();
  const userId = (await dialog.getByTestId('signup-user-id').textContent()) ?? '';
  await dialog.getByRole('button', { name: 'Go to sign in' }).click();
  return userId;
}

/** Sign-in with the new account, prefilled by the success dialog's button. */
async function signInAsNewcomer(page: Page) {
  const account = page.getByRole('textbox', { name: 'Mobile number, e-mail or ID' });
  await expect(account).toHaveValue(newcomer.mobile);
  await page.getByLabel(/^Password\s*\*?$/).fill(newcomer.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/(myProfile|complete)/);
}

test.describe('individual sign-up (F2.7–F2.10)', () => {
  test('reading B: account, code from the inbox, personal profile, success, then sign-in with the new account', async ({ page, request, sandbox }) => {
    await settings(request, sandbox.url, { signUpReading: 'B' });
    await accountAndCode(page, request, sandbox.url, newcomer.idNbr);
    await expect(page.getByText(/Step 3 of 4/)).toBeVisible();
    expect(await passwordAndSubmit(page, /^Create account$/)).toMatch(/^GA\d{7}$/);
    await signInAsNewcomer(page);
  });

  test('a reload keeps the entries, Back restores step one', async ({ page, request, sandbox }) => {
    await settings(request, sandbox.url, { signUpReading: 'B' });
    await accountAndCode(page, request, sandbox.url, newcomer.idNbr);
    await expect(page.getByText(/Step 3 of 4/)).toBeVisible();
    await page.reload();
    await expect(page.getByText(/Step 3 of 4/)).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(page.getByRole('textbox', { name: /^Mobile number/ })).toHaveValue(newcomer.mobile);
  });

  test('face anti-spoof failure, then a retry that passes (reading B, face required)', async ({ page, request, sandbox }) => {
    await settings(request, sandbox.url, { signUpReading: 'B', registrationFaceRequired: true, faceAntiSpoof: 'fail' });
    await accountAndCode(page, request, sandbox.url, newcomer.idNbr);
    await page.getByRole('button', { name: 'Take a face photo' }).click();
    const capture = page.getByRole('button', { name: 'Take photo' });
    await expect(capture).not.toHaveAttribute('aria-disabled', 'true');
    await capture.click();
    await expect(page.getByText('Face recognition failed.')).toBeVisible();
    await settings(request, sandbox.url, { faceAntiSpoof: 'pass' });
    await page.getByRole('dialog').getByRole('button', { name: 'Try again' }).click();
    await expect(capture).not.toHaveAttribute('aria-disabled', 'true');
    await capture.click();
    await expect(page.getByText('Your face photo passed the check.')).toBeVisible();
    expect(await passwordAndSubmit(page, /^Create account$/)).toMatch(/^GA\d{7}$/);
  });

  test('upgrade: the ID of a customer without an online account activates it, then sign-in', async ({ page, request, sandbox }) => {
    await settings(request, sandbox.url, { signUpReading: 'B' });
    await accountAndCode(page, request, sandbox.url, upgradeIdNbr);
    expect(await passwordAndSubmit(page, /^Activate account$/)).toBe('GA1000004');
    await signInAsNewcomer(page);
  });
});
