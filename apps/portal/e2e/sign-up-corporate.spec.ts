import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { sentCode } from './support/inbox';

/** A new company and its representative (an operator number nobody registered). */
const company = { name: 'Moyo Freight Ltd', brn: '2019/004512' } as const;
const representative = { firstName: 'RUDO', lastName: 'MOYO', idNbr: '63-555555R55', mobile: '0779990011', email: 'rudo@moyo.example.com' } as const;
const password = 'Moyo#2026';

/** A part of the birthday picker: opens it and picks an option by its name. */
async function choose(page: Page, part: 'Day' | 'Month' | 'Year', option: string) {
  await page.getByRole('combobox', { name: part, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('F2.11 corporate sign-up at /signUp-c', () => {
  test('registers a company with the code sent to the representative, then signs in with the new company account', async ({ page, request, sandbox }) => {
    await page.goto('/signUp-c');
    await expect(page.getByRole('heading', { level: 1, name: 'Register your company' })).toBeVisible();

    // Step 1: the company and its certificate (a PDF, checked by its first bytes too).
    await page.getByRole('textbox', { name: 'Company name' }).fill(company.name);
    await page.getByRole('textbox', { name: /Registration number/ }).pressSequentially('2019/004512 ');
    await page.locator('input[type=file]').setInputFiles({ name: 'certificate.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% certificate of incorporation\n') });
    await expect(page.getByRole('list', { name: 'Uploaded documents' }).getByText('certificate.pdf')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 2: the representative; a reload keeps what was typed.
    await expect(page.getByRole('heading', { name: 'The company’s representative' })).toBeFocused();
    await page.getByRole('textbox', { name: 'First name' }).fill('rudo');
    await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue(representative.firstName);
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue(representative.firstName);
    await page.getByRole('textbox', { name: 'Last name' }).fill(representative.lastName);
    await page.getByRole('textbox', { name: 'ID or passport number' }).fill(representative.idNbr);
    await choose(page, 'Day', '14');
    await choose(page, 'Month', 'February');
    await choose(page, 'Year', '1988');
    await page.getByRole('textbox', { name: 'Mobile number' }).fill(representative.mobile);
    await page.getByRole('textbox', { name: 'E-mail' }).fill(representative.email);
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 3: the code from the sandbox inbox, verified as soon as it is complete.
    await expect(page.getByRole('heading', { name: 'Verify the representative’s mobile' })).toBeFocused();
    await page.getByRole('button', { name: 'Send code' }).click();
    const sent = await sentCode(request, sandbox.url, representative.mobile);
    await page.getByRole('textbox', { name: 'Verification code' }).fill(sent.code);

    // Step 4: password, confirmation and terms.
    await expect(page.getByRole('heading', { name: 'Set the company password' })).toBeFocused();
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await page.getByRole('textbox', { name: 'Confirm password' }).fill(password);
    await page.getByRole('checkbox', { name: /I agree to the/ }).check();
    const registration = page.waitForRequest((r) => r.url().endsWith('/uc/reg/register/corporate'));
    await page.getByRole('button', { name: 'Register the company' }).click();
    const sentBody = (await registration).postDataJSON() as { userRegisterInfo: { password: string } };
    expect(sentBody.userRegisterInfo.password).not.toBe(password);

    // Success: the company account, then the corporate sign-in with it prefilled.
    await expect(page.getByRole('heading', { name: 'Your company is registered' })).toBeFocused();
    const account = (await page.getByTestId('company-account').textContent()) ?? '';
    expect(account).toMatch(/^GC\d{7}$/);
    await page.getByRole('link', { name: 'Go to sign in' }).click();
    await expect(page).toHaveURL(new RegExp(`/signIn\\?t=c&gaiaId=${account}$`));
    await expect(page.getByRole('textbox', { name: 'Company account' })).toHaveValue(account);
    await page.getByRole('textbox', { name: 'Representative ID number' }).fill(representative.idNbr);
    await page.getByRole('textbox', { name: 'Company password', exact: true }).fill(password);
    await page.getByRole('button', { name: 'Send code' }).click();
    const login = await sentCode(request, sandbox.url, account);
    await page.getByRole('textbox', { name: 'Verification code' }).fill(login.code);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/myProfile$/);
  });
});

/** Opens the first help video beside the company step and checks that it plays: data arrives and time advances. */
async function playHelpVideo(page: Page) {
  await page.goto('/signUp-c');
  const help = page.getByRole('complementary', { name: 'Help' });
  const playlist = page.waitForResponse((r) => r.url().endsWith('/kb/video/sign-up-intro/playlist.m3u8') && r.status() === 200);
  await help.getByRole('button', { name: /^Watch the video:/ }).click();
  await playlist;
  const video = help.locator('video');
  await expect(video).toBeFocused();
  await expect(help.getByRole('figure', { name: 'How to sign up in one minute' })).toBeVisible();
  // Muted, as a browser lets a page start a video without a gesture of its own.
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThanOrEqual(2);
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0.5);
  await help.getByRole('button', { name: 'Close the video' }).click();
  await expect(help.getByRole('button', { name: /^Watch the video:/ })).toBeFocused();
}

test.describe('F2.19 help beside the sign-up steps', () => {
  test('a help video’s playlist loads and plays (the browser’s own HLS)', async ({ page, sandbox }) => {
    void sandbox;
    await playHelpVideo(page);
  });

  test('without native HLS, hls.js is fetched when the video opens and plays it', async ({ page, sandbox }) => {
    void sandbox;
    // A browser that cannot play HLS itself (Firefox, older Chromium).
    await page.addInitScript(() => {
      const canPlayType = HTMLMediaElement.prototype.canPlayType;
      HTMLMediaElement.prototype.canPlayType = function (type: string) {
        return /mpegurl/i.test(type) ? '' : canPlayType.call(this, type);
      };
    });
    const hls = page.waitForRequest((r) => /\/assets\/hls\.light-[\w-]+\.js$/.test(r.url()));
    await playHelpVideo(page);
    await hls;
  });
});
