import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { takePhotoIn } from './support/camera';
import { demo, expect, test } from './support/fixtures';
import { sentCode } from './support/inbox';
import { openSignedIn } from './support/signIn';

/** Signs the seeded individual in and opens /memorableWord. */
async function openMemorableWord(page: Page) {
  await openSignedIn(page, '/memorableWord');
  await expect(page.getByRole('heading', { level: 1, name: 'Memorable word' })).toBeFocused();
}

/** Starts step-up from the page and submits the chooser with facial recognition (face first). */
async function startFaceStepUp(page: Page) {
  await page.getByRole('button', { name: 'Confirm with your face or a code instead' }).click();
  const chooser = page.getByRole('dialog', { name: 'Confirm it is you' });
  await expect(chooser.getByRole('radio', { name: /Facial recognition/ })).toBeChecked();
  await chooser.getByRole('button', { name: 'Submit' }).click();
}

/** Waits for the live camera of the face dialog and takes the photo. */
async function takePhoto(page: Page) {
  await takePhotoIn(page.getByRole('dialog', { name: 'Facial recognition' }));
}

/** From /memorableWord (the seeded individual signed in): step-up with the face, its photo taken. */
async function stepUpWithFace(page: Page) {
  await openMemorableWord(page);
  await startFaceStepUp(page);
  await takePhoto(page);
}

test.describe('F3.10 step-up authentication', () => {
  test('F3.10 memorable word: Next waits for the pattern, a wrong word shows the server message and disables Next until the word changes, the right one passes', async ({ page, sandbox }) => {
    void sandbox;
    // The default pattern (4–12 letters); the sandbox's customers share the memorable word Kariba.
    await openMemorableWord(page);
    const word = page.getByRole('textbox', { name: /^Memorable word/ });
    const next = page.getByRole('button', { name: 'Next' });
    await word.fill('Kar');
    await expect(next).toBeDisabled();
    await word.fill('Zambezi');
    await next.click();
    await expect(page.getByText('This PIN is not correct')).toBeVisible();
    await expect(word).toHaveValue('Zambezi');
    await expect(next).toBeDisabled();
    expect(await new AxeBuilder({ page }).analyze().then((r) => r.violations.map((v) => v.id))).toEqual([]);
    await word.fill('Kariba');
    await expect(next).toBeEnabled();
    await word.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Your memorable word is confirmed.' })).toBeVisible();
  });

  test('F3.10 face step-up: the chooser offers face first and a matching face passes', async ({ page, sandbox }) => {
    void sandbox;
    await stepUpWithFace(page);
    await expect(page.getByRole('status').filter({ hasText: 'You are authenticated.' })).toBeVisible();
  });

  test('F3.10 one face failure: the Oops dialog, then OTP with the face-failed text and a code from the inbox', async ({ page, request, sandbox }) => {
    await request.post(`${sandbox.url}/__sandbox/settings`, { data: { faceComparison: 'noMatch' } });
    await stepUpWithFace(page);
    const oops = page.getByRole('alertdialog', { name: 'Oops' });
    await expect(oops.getByText('Facial Recognition was failed. Please try again, or try with OTP Authentication')).toBeVisible();
    await oops.getByRole('button', { name: 'Use OTP authentication' }).click();
    const otp = page.getByRole('dialog', { name: 'OTP authentication' });
    await expect(otp.getByText('Face ID failed several times, please try with verification code.')).toBeVisible();
    const confirm = otp.getByRole('button', { name: 'Confirm' });
    await expect(confirm).toBeDisabled();
    await otp.getByRole('button', { name: 'Get code' }).click();
    const { code } = await sentCode(request, sandbox.url, demo.account);
    await otp.getByRole('textbox', { name: /Verification code/ }).fill(code);
    await confirm.click();
    await expect(page.getByRole('status').filter({ hasText: 'You are authenticated.' })).toBeVisible();
  });

  test('F3.10 two face failures: the failed-twice dialog leads to the dashboard', async ({ page, request, sandbox }) => {
    await request.post(`${sandbox.url}/__sandbox/settings`, { data: { faceComparison: 'noMatch' } });
    await stepUpWithFace(page);
    await page.getByRole('alertdialog', { name: 'Oops' }).getByRole('button', { name: 'Try again' }).click();
    await takePhoto(page);
    const failedTwice = page.getByRole('alertdialog', { name: 'Authentication failed twice' });
    await expect(failedTwice).toBeVisible();
    await failedTwice.getByRole('button', { name: 'Go to dashboard' }).click();
    await expect(page).toHaveURL(/\/myProfile$/);
  });
});
