import type { Page } from '@playwright/test';
import { corporate, demo, expect, test } from './support/fixtures';
import { inboxCount, sentCode } from './support/inbox';
import { enterSentCode, requestCode } from './support/signIn';

const newPassword = 'Fresh#Start9';

/** A six-digit code that is not `code`. */
function otherCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

/** Step 2: both password fields, the reset call caught so its body can be checked. */
async function setNewPassword(page: Page, password: string) {
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill(password);
  const reset = page.waitForRequest((r) => r.url().endsWith('/ecare/password/reset'));
  await page.getByRole('button', { name: 'Change password' }).click();
  return JSON.parse((await reset).postData() ?? '{}') as Record<string, unknown>;
}

test.describe('F1.11 forgot password', () => {
  test('F1.11 forgot password: individual reset end to end, then sign-in with the new password', async ({ page, request, sandbox }) => {
    await page.goto('/forgot');
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Individual' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('list', { name: 'Password reset progress' }).getByRole('listitem').first()).toHaveAttribute('aria-current', 'step');

    const account = page.getByRole('textbox', { name: 'Mobile number or e-mail' });
    const send = page.getByRole('button', { name: 'Send code' });
    const next = page.getByRole('button', { name: 'Next' });
    await expect(send).toHaveAttribute('aria-disabled', 'true');
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await account.fill(demo.account);
    const { sent } = await enterSentCode(page, request, sandbox.url, demo.account, { masked: '077****567' });
    expect(sent.businessType).toBe('RESET_PASSWORD');
    await next.click();

    // Step 2: focus on its heading; the password must meet the strength rules and be confirmed.
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeFocused();
    await expect(page.getByText(`The new password is for ${demo.account}.`)).toBeVisible();
    const submit = page.getByRole('button', { name: 'Change password' });
    const password1 = page.getByRole('textbox', { name: 'New password', exact: true });
    const confirm = page.getByRole('textbox', { name: 'Confirm new password' });
    await password1.fill('weak');
    await password1.blur();
    await expect(page.getByText('The new password does not meet the password requirements.')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'A lower-case letter' })).toContainText('done');
    await expect(page.getByRole('listitem').filter({ hasText: 'An upper-case letter' })).toContainText('not yet');
    await password1.fill(newPassword);
    await confirm.fill('Something#Else9');
    await confirm.blur();
    await expect(page.getByText('The passwords do not match.')).toBeVisible();
    await expect(submit).toHaveAttribute('aria-disabled', 'true');

    // The password leaves the browser encrypted, with the reference the code check answered.
    const body = await setNewPassword(page, newPassword);
    expect(typeof body.referenceId).toBe('string');
    expect(body.password).not.toBe(newPassword);
    expect(String(body.password).length).toBeGreaterThan(100);

    await expect(page.getByRole('heading', { name: 'Password changed' })).toBeFocused();
    await expect(page.getByText('Your password has been changed. Sign in with your new password.')).toBeVisible();
    await page.getByRole('link', { name: 'Go to sign in' }).click();
    await expect(page).toHaveURL(/\/signIn\?t=i$/);

    // The old password no longer works; the new one does.
    const signInAccount = page.getByRole('textbox', { name: 'Mobile number, e-mail or ID' });
    const password = page.getByRole('textbox', { name: 'Password', exact: true });
    await signInAccount.fill(demo.account);
    await password.fill(demo.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('The account or password is incorrect.');
    await password.fill(newPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/myProfile$/);
    await expect(page.getByRole('heading', { name: `Welcome, ${demo.name}` })).toBeVisible();
  });

  test('F1.11 forgot password: Back between steps keeps the entries and moves focus to each heading', async ({ page, request, sandbox }) => {
    await page.goto('/forgot');
    const account = page.getByRole('textbox', { name: 'Mobile number or e-mail' });
    const code = page.getByRole('textbox', { name: 'Verification code' });
    await account.fill(demo.account);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeVisible();
    const sent = await sentCode(request, sandbox.url, demo.account);
    await code.fill(sent!.code);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeFocused();
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);

    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('heading', { name: 'Confirm it is you' })).toBeFocused();
    await expect(account).toHaveValue(demo.account);
    await expect(code).toHaveValue(sent!.code);

    // The code is single use: Next with the same entries goes on with the reference already checked.
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'New password', exact: true })).toHaveValue(newPassword);
    await setNewPassword(page, newPassword);
    await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();
  });

  test('F1.11 forgot password: corporate reset end to end, then sign-in on /signIn?t=c works', async ({ page, request, sandbox }) => {
    await page.goto('/forgot');
    await page.getByRole('link', { name: 'Corporate' }).click();
    await expect(page).toHaveURL(/\/forgot\?t=c$/);
    await page.reload();
    await expect(page.getByRole('link', { name: 'Corporate' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('link', { name: 'Individual' })).not.toHaveAttribute('aria-current', /.+/);

    const account = page.getByRole('textbox', { name: 'Company account' });
    const representative = page.getByRole('textbox', { name: 'Representative ID number' });
    await account.pressSequentially('acme 001');
    await expect(account).toHaveValue(corporate.account);
    await representative.pressSequentially('rp 123 45');
    await expect(representative).toHaveValue(corporate.representativeIdNbr);
    const sent = await requestCode(page, request, sandbox.url, corporate.account);
    expect(sent.businessType).toBe('RESET_PASSWORD');
    expect(sent.recipient).not.toBe(corporate.account);
    await page.getByRole('textbox', { name: 'Verification code' }).fill(sent.code);
    const verify = page.waitForRequest((r) => r.url().endsWith('/ecare/gaia/password/reset/cor/otpVerify'));
    await page.getByRole('button', { name: 'Next' }).click();
    expect(JSON.parse((await verify).postData() ?? '{}')).toMatchObject({
      loginAcct: corporate.account,
      extParam: { representativeIdNbr: corporate.representativeIdNbr },
      otp: sent.code,
    });
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeFocused();
    const body = await setNewPassword(page, newPassword);
    expect(body.password).not.toBe(newPassword);
    await expect(page.getByRole('heading', { name: 'Password changed' })).toBeFocused();
    await page.getByRole('link', { name: 'Go to sign in' }).click();
    await expect(page).toHaveURL(/\/signIn\?t=c$/);

    // Sign-in needs a LOGIN code too: past the sandbox's 60 s gap between codes to one account.
    await request.post(`${sandbox.url}/__sandbox/clock`, { data: { advanceMs: 61_000 } });
    await page.getByRole('textbox', { name: 'Company account' }).fill(corporate.account);
    await page.getByRole('textbox', { name: 'Representative ID number' }).fill(corporate.representativeIdNbr);
    await page.getByRole('textbox', { name: 'Company password', exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeVisible();
    const login = await sentCode(request, sandbox.url, corporate.account);
    expect(login?.businessType).toBe('LOGIN');
    await page.getByRole('textbox', { name: 'Verification code' }).fill(login!.code);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/myProfile$/);
  });

  test('F1.11 forgot password: a wrong code shows the server message on the code field', async ({ page, request, sandbox }) => {
    await page.goto('/forgot');
    await page.getByRole('textbox', { name: 'Mobile number or e-mail' }).fill(demo.account);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeVisible();
    const sent = await sentCode(request, sandbox.url, demo.account);
    const code = page.getByRole('textbox', { name: 'Verification code' });
    await code.fill(otherCode(sent!.code));
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toHaveAccessibleDescription(/The verification code is incorrect\./);
    await expect(code).toBeFocused();
    await expect(page.getByRole('heading', { name: 'Confirm it is you' })).toBeVisible();
    // The real code still works afterwards.
    await code.fill(sent!.code);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeFocused();
  });

  test('F1.11 forgot password: an expired code keeps every field and shows the server message', async ({ page, request, sandbox }) => {
    await page.goto('/forgot?t=c');
    const account = page.getByRole('textbox', { name: 'Company account' });
    await account.fill(corporate.account);
    await page.getByRole('textbox', { name: 'Representative ID number' }).fill(corporate.representativeIdNbr);
    const { code, sent } = await enterSentCode(page, request, sandbox.url, corporate.account);
    // Codes live 5 minutes in the sandbox.
    await request.post(`${sandbox.url}/__sandbox/clock`, { data: { advanceMs: 6 * 60_000 } });
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'expired' })).toBeVisible();
    await expect(code).toHaveValue(sent!.code);
    await expect(account).toHaveValue(corporate.account);
    await expect(page.getByRole('heading', { name: 'Confirm it is you' })).toBeVisible();
  });

  test('F1.11 forgot password: an invalid or unregistered account gets its error on the field and no code', async ({ page, request, sandbox }) => {
    await page.goto('/forgot');
    const account = page.getByRole('textbox', { name: 'Mobile number or e-mail' });
    // Neither a mobile number nor an e-mail: tip_invalid_account, and no send.
    await account.fill('not-an-account');
    await account.blur();
    await expect(page.getByText('Enter a valid mobile number or e-mail address.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send code' })).toHaveAttribute('aria-disabled', 'true');
    await account.fill('0779999999');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(account).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('This account is not registered.')).toBeVisible();
    expect(await inboxCount(request, sandbox.url)).toBe(0);

    // Corporate: a representative ID that does not match the company account.
    await page.goto('/forgot?t=c');
    const company = page.getByRole('textbox', { name: 'Company account' });
    await company.fill(corporate.account);
    await page.getByRole('textbox', { name: 'Representative ID number' }).fill('RP00000');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(company).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('This account is not registered.')).toBeVisible();
    expect(await inboxCount(request, sandbox.url)).toBe(0);
  });

  test('F1.11 forgot password: a code already sent shows the server message as a success notice', async ({ page, request, sandbox }) => {
    await request.post(`${sandbox.url}/ecare/notification/sendOtp`, { data: { mobile: demo.account, businessType: 'RESET_PASSWORD' } });
    await page.goto('/forgot');
    await page.getByRole('textbox', { name: 'Mobile number or e-mail' }).fill(demo.account);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByRole('status').filter({ hasText: /already sent/i })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: /.+/ })).toHaveCount(0);
    expect(await inboxCount(request, sandbox.url)).toBe(1);
  });

  test('F1.11 forgot password: a 504 is said once (the error toast, not the form too), and the new password is kept for another try', async ({ page, request, sandbox }) => {
    const wrong504 = 'The service is busy right now. Please try again in a moment.'; // gaia_tip_wrong_504
    const toasts = page.getByRole('region', { name: 'Notifications' }).getByRole('alert');
    await page.goto('/forgot');
    await page.getByRole('textbox', { name: 'Mobile number or e-mail' }).fill(demo.account);
    await enterSentCode(page, request, sandbox.url, demo.account);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeFocused();
    const password = page.getByRole('textbox', { name: 'New password', exact: true });
    const confirm = page.getByRole('textbox', { name: 'Confirm new password' });
    await password.fill(newPassword);
    await confirm.fill(newPassword);

    await sandbox.setScenario('gatewayTimeout');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(toasts.filter({ hasText: wrong504 })).toBeVisible();
    await expect(page.getByText(wrong504)).toHaveCount(1);
    await expect(password).toHaveValue(newPassword);
    await expect(confirm).toHaveValue(newPassword);

    // The service is back: the kept entries finish the reset.
    await sandbox.setScenario('normal');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toHaveCount(0);
  });
});
