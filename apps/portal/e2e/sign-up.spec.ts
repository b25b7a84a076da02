import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { demo, expect, test } from './support/fixtures';
import { sentCode } from './support/inbox';
import { choose, chooseAvondaleAddress, passStepOne } from './support/signUp';

/** A valid operator number nobody registered, and an ID in the national format (sandbox seed). */
const newcomer = { mobile: '0779999999', idNbr: '63-111111A11', password: 'Strong#2026' } as const;
/**
 * A newcomer of reading A: another free operator number, and the ID number printed on the sandbox's
 * sample ID card (no seeded customer holds it), so the number OCR reads matches step one's.
 */
const readingANewcomer = { mobile: '0779999321', idNbr: '632231457F42', password: 'Strong#2026' } as const;
/** The sandbox's sample ID card (packages/sandbox/assets/ocr), which its OCR reads. */
const sampleIdCard = fileURLToPath(new URL('../../../packages/sandbox/assets/ocr/national-id.jpg', import.meta.url));
/** Who signs up: a mobile, an ID number and the password chosen. */
type Person = { readonly mobile: string; readonly idNbr: string; readonly password: string };
/** The customer known from a shop with no online account (demoAccounts.upgradeIdNbr). */
const upgradeIdNbr = '63-765432B21';

async function settings(request: APIRequestContext, url: string, values: Record<string, unknown>) {
  await request.post(`${url}/__sandbox/settings`, { data: values });
}

/** Step one (mobile, ID, terms) and the code from the sandbox inbox. */
async function accountAndCode(page: Page, request: APIRequestContext, url: string, idNbr: string, person: Person = newcomer) {
  await page.goto('/signUp');
  await passStepOne(page, request, url, { mobile: person.mobile, idNbr });
}

/** The password twice, then submit; the success dialog's user ID. */
async function passwordAndSubmit(page: Page, submit: RegExp, person: Person = newcomer): Promise<string> {
  await page.getByLabel(/^Password\s*\*?$/).fill(person.password);
  await page.getByLabel(/^Confirm password\s*\*?$/).fill(person.password);
  await page.getByRole('button', { name: submit }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Your account is ready' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Copy user ID' })).toBeVisible();
  const userId = (await dialog.getByTestId('signup-user-id').textContent()) ?? '';
  await dialog.getByRole('button', { name: 'Go to sign in' }).click();
  return userId;
}

/** Sign-in with the new account, prefilled by the success dialog's button. */
async function signInAsNewcomer(page: Page, person: Person = newcomer, landing: RegExp = /\/(myProfile|complete)/) {
  await expect(page).toHaveURL(/\/signIn/);
  const account = page.getByRole('textbox', { name: 'Mobile number, e-mail or ID' });
  await expect(account).toHaveValue(person.mobile);
  await page.getByLabel(/^Password\s*\*?$/).fill(person.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(landing);
}

/** Reading A's identity step, filled in by OCR from an upload of the sample ID card (F2.5). */
async function identityFromSampleCard(page: Page) {
  await expect(page.getByRole('heading', { level: 2, name: 'Identity details' })).toBeVisible();
  await page.getByRole('button', { name: 'Upload a photo of your ID' }).click();
  const documents = page.getByRole('dialog', { name: 'Which document do you have?' });
  await documents.getByRole('radio', { name: 'National ID card' }).check();
  const chooser = page.waitForEvent('filechooser');
  await documents.getByRole('button', { name: 'Continue' }).click();
  await (await chooser).setFiles(sampleIdCard);
  await expect(page.getByText('Your details were read from your ID. Check them before going on.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^First name/ })).toHaveValue('TENDAI');
  await expect(page.getByRole('textbox', { name: /^Last name/ })).toHaveValue('MOYO');
  await page.getByRole('button', { name: 'Next' }).click();
}

/** Reading A's supplementary step: title, marital status, address with the suburb search (F2.6). */
async function supplementaryProfile(page: Page) {
  await expect(page.getByRole('heading', { level: 2, name: 'Personal details' })).toBeVisible();
  await choose(page, /^Title/, 'Ms');
  await choose(page, /^Marital status/, 'Single');
  await page.getByRole('textbox', { name: /^Street address/ }).fill('12 samora machel ave');
  await chooseAvondaleAddress(page);
  await page.getByRole('button', { name: 'Next' }).click();
}

test.describe('individual sign-up (F2.7–F2.10)', () => {
  test('F2.2 the alternative step one: an e-mail and its code, checked there, so the code step is passed over', async ({ page, request, sandbox }) => {
    const email = 'newcomer.alt@example.com';
    await page.goto('/signUp');
    await page.getByRole('radio', { name: 'Mobile number or e-mail' }).check();
    await page.getByRole('textbox', { name: /^Mobile number or e-mail/ }).fill(demo.account);
    await page.getByRole('button', { name: 'Send code' }).click();
    // An account that is registered already gets no code.
    await expect(page.getByText('This account is already registered.', { exact: false })).toBeVisible();
    await page.getByRole('textbox', { name: /^Mobile number or e-mail/ }).fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    const code = page.getByRole('textbox', { name: 'Verification code' });
    await expect(code).toBeFocused();
    await code.fill((await sentCode(request, sandbox.url, email)).code);
    await page.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }).check();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByText(/Step 3 of 5/)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Identity details' })).toBeVisible();
  });

  test('F2.4–F2.6 reading A: account, code from the inbox, identity read from the ID card, supplementary profile, password, success, then sign-in lands on My profile', async ({ page, request, sandbox }) => {
    await accountAndCode(page, request, sandbox.url, readingANewcomer.idNbr, readingANewcomer);
    await expect(page.getByText(/Step 3 of 5/)).toBeVisible();
    await identityFromSampleCard(page);
    await expect(page.getByText(/Step 4 of 5/)).toBeVisible();
    await supplementaryProfile(page);
    await expect(page.getByText(/Step 5 of 5/)).toBeVisible();
    expect(await passwordAndSubmit(page, /^Create account$/, readingANewcomer)).toMatch(/^GA\d{7}$/);
    await signInAsNewcomer(page, readingANewcomer, /\/myProfile$/);
  });

  test('F2.9 reading B: account, code from the inbox, personal profile, success, then sign-in with the new account', async ({ page, request, sandbox }) => {
    await settings(request, sandbox.url, { signUpReading: 'B' });
    await accountAndCode(page, request, sandbox.url, newcomer.idNbr);
    await expect(page.getByText(/Step 3 of 4/)).toBeVisible();
    const registered = page.waitForRequest((r) => r.url().endsWith('/uc/reg/register/individual'));
    expect(await passwordAndSubmit(page, /^Create account$/)).toMatch(/^GA\d{7}$/);
    // The verified code's reference travels in the Reference-Id header.
    expect((await registered).headers()['reference-id']).toMatch(/\S/);
    await signInAsNewcomer(page);
  });

  test('F2.2 F2.9 reading B by the alternative form: an e-mail and its code, personal profile, success, sign-in with the e-mail; the completion prompt then asks for the ID (F2.12)', async ({ page, request, sandbox }) => {
    const email = 'newcomer.b@example.com';
    await settings(request, sandbox.url, { signUpReading: 'B' });
    await page.goto('/signUp');
    await page.getByRole('radio', { name: 'Mobile number or e-mail' }).check();
    await page.getByRole('textbox', { name: /^Mobile number or e-mail/ }).fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('textbox', { name: 'Verification code' }).fill((await sentCode(request, sandbox.url, email)).code);
    await page.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }).check();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    // No ID asked: the code was checked on step one, so the personal profile comes next.
    await expect(page.getByText(/Step 3 of 4/)).toBeVisible();
    const registered = page.waitForRequest((r) => r.url().endsWith('/uc/reg/register/individual'));
    expect(await passwordAndSubmit(page, /^Create account$/)).toMatch(/^GA\d{7}$/);
    expect((await registered).postDataJSON().userRegisterInfo).not.toHaveProperty('idNbr');
    await expect(page.getByRole('textbox', { name: 'Mobile number, e-mail or ID' })).toHaveValue(email);
    await page.getByLabel(/^Password\s*\*?$/).fill(newcomer.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/myProfile$/);
    // Signed in without an ID: the completeness check finds the profile incomplete and says so.
    const prompt = page.getByRole('alertdialog', { name: 'Complete your profile' });
    await prompt.getByRole('button', { name: 'Fulfil now' }).click();
    await expect(page).toHaveURL(/\/complete$/);
    await expect(page.getByRole('textbox', { name: /^ID or passport number/ })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: /^E-mail/ })).toHaveValue(email);
  });

  test('a reload keeps the entries, Back restores step one', async ({ page, request, sandbox }) => {
    await settings(request, sandbox.url, { signUpReading: 'B' });
    await accountAndCode(page, request, sandbox.url, newcomer.idNbr);
    await expect(page.getByText(/Step 3 of 4/)).toBeVisible();
    await page.reload();
    await expect(page.getByText(/Step 3 of 4/)).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    // After the reload, step one's code arrives after the move: once it is shown, the page heading
    // still has the focus the move gave it (the step's own heading does not take it away).
    await expect(page.getByRole('textbox', { name: /^Mobile number/ })).toHaveValue(newcomer.mobile);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });

  test('F2.8 face anti-spoof failure, then a retry that passes (reading B, face required)', async ({ page, request, sandbox }) => {
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

  test('F2.9 upgrade: the ID of a customer without an online account activates it, then sign-in', async ({ page, request, sandbox }) => {
    await settings(request, sandbox.url, { signUpReading: 'B' });
    await accountAndCode(page, request, sandbox.url, upgradeIdNbr);
    expect(await passwordAndSubmit(page, /^Activate account$/)).toBe('GA1000004');
    await signInAsNewcomer(page);
  });
});
