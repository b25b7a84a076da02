import { corporate, expect, test } from './support/fixtures';
import { sentCode } from './support/inbox';
import { enterSentCode } from './support/signIn';

test.describe('F1.1 / F1.4 / F1.7 corporate sign-in', () => {
  test('the individual / corporate choice updates t; t=c opens corporate and gaiaId prefills the account', async ({ page, sandbox }) => {
    void sandbox;
    await page.goto('/signIn');
    // The choice is two links; the current one is marked.
    await page.getByRole('link', { name: 'Corporate' }).click();
    await expect(page.getByRole('link', { name: 'Corporate' })).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveURL(/t=c/);
    await expect(page.getByRole('textbox', { name: 'Company account' })).toHaveValue('');
    await page.getByRole('link', { name: 'Individual' }).click();
    await expect(page.getByRole('link', { name: 'Individual' })).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveURL(/t=i/);
    await expect(page.getByRole('textbox', { name: 'Mobile number, e-mail or ID' })).toBeVisible();

    await page.goto('/signIn?t=c&gaiaId=acme001');
    await expect(page.getByRole('link', { name: 'Corporate' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('textbox', { name: 'Company account' })).toHaveValue('ACME001');
    await expect(page.getByRole('link', { name: "Don't have an account?" })).toHaveAttribute('href', '/signUp-c');
  });

  test('password plus code: ids upper-cased without spaces as typed, code from the company contact', async ({ page, request, sandbox }) => {
    await page.goto('/signIn?t=c');
    const account = page.getByRole('textbox', { name: 'Company account' });
    const representative = page.getByRole('textbox', { name: 'Representative ID number' });
    await account.pressSequentially('acme 001');
    await expect(account).toHaveValue('ACME001');
    await representative.pressSequentially('rp 123 45');
    await expect(representative).toHaveValue('RP12345');
    await page.getByRole('textbox', { name: 'Company password', exact: true }).fill(corporate.password);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'will be sent to' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeVisible();

    const sent = await sentCode(request, sandbox.url, corporate.account);
    expect(sent?.recipient).not.toBe(corporate.account);
    await page.getByRole('textbox', { name: 'Verification code' }).fill(sent!.code);
    const login = page.waitForRequest((r) => r.url().endsWith('/uc/login/pwd-login'));
    await page.getByRole('button', { name: 'Sign in' }).click();
    const body = JSON.parse((await login).postData() ?? '{}') as Record<string, unknown>;
    expect(body).toMatchObject({ loginAcct: 'ACME001', extParam: { representativeIdNbr: 'RP12345' }, otp: sent!.code });
    expect(body.password).not.toBe(corporate.password);
    await expect(page).toHaveURL(/\/myProfile$/);
  });

  test('a wrong password clears password and code and resets the send button', async ({ page, request, sandbox }) => {
    await page.goto(`/signIn?t=c&gaiaId=${corporate.account}`);
    await page.getByRole('textbox', { name: 'Representative ID number' }).fill(corporate.representativeIdNbr);
    const password = page.getByRole('textbox', { name: 'Company password', exact: true });
    await password.fill('not-the-password');
    const { code } = await enterSentCode(page, request, sandbox.url, corporate.account);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('The account or password is incorrect.');
    await expect(password).toHaveValue('');
    await expect(code).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Send code' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Company account' })).toHaveValue(corporate.account);
  });

  test('an expired code keeps every field', async ({ page, request, sandbox }) => {
    await page.goto(`/signIn?t=c&gaiaId=${corporate.account}`);
    await page.getByRole('textbox', { name: 'Representative ID number' }).fill(corporate.representativeIdNbr);
    const password = page.getByRole('textbox', { name: 'Company password', exact: true });
    await password.fill(corporate.password);
    const { code, sent } = await enterSentCode(page, request, sandbox.url, corporate.account);
    // Codes live 5 minutes in the sandbox.
    await request.post(`${sandbox.url}/__sandbox/clock`, { data: { advanceMs: 6 * 60_000 } });
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).not.toHaveText('');
    await expect(page).toHaveURL(/\/signIn/);
    await expect(password).toHaveValue(corporate.password);
    await expect(code).toHaveValue(sent!.code);
    await expect(page.getByRole('textbox', { name: 'Company account' })).toHaveValue(corporate.account);
    await expect(page.getByRole('textbox', { name: 'Representative ID number' })).toHaveValue(corporate.representativeIdNbr);
  });
});
