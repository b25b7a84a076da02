import { demo, expect, test } from './support/fixtures';
import { inboxCount } from './support/inbox';
import { enterSentCode } from './support/signIn';

const demoEmail = 'tariro.moyo@example.com';

test.describe('F1.3 / F1.6 individual code sign-in', () => {
  test('switches to code mode, sends a code, reads it from the inbox and lands on /myProfile', async ({ page, request, sandbox }) => {
    await page.goto('/signIn');
    await page.getByRole('link', { name: 'Sign in with a verification code' }).click();
    await expect(page).toHaveURL(/m=code/);
    const account = page.getByRole('textbox', { name: 'Mobile number or e-mail' });
    const send = page.getByRole('button', { name: 'Send code' });
    // The send button is active only once the account looks like a mobile number or e-mail.
    await expect(send).toHaveAttribute('aria-disabled', 'true');
    await account.fill('not-an-account');
    await expect(send).toHaveAttribute('aria-disabled', 'true');
    await account.fill(demo.account);
    await expect(send).not.toHaveAttribute('aria-disabled', 'true');
    // The success notice names the masked medium; the button counts down.
    const { sent } = await enterSentCode(page, request, sandbox.url, demo.account, { masked: '077****567' });
    expect(sent.businessType).toBe('LOGIN');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/myProfile$/);
    await expect(page.getByRole('heading', { name: `Welcome, ${demo.name}` })).toBeVisible();
  });

  test('signs in with the e-mail address too', async ({ page, request, sandbox }) => {
    await page.goto('/signIn?t=i&m=code');
    await page.getByRole('textbox', { name: 'Mobile number or e-mail' }).fill(demoEmail);
    await enterSentCode(page, request, sandbox.url, demoEmail);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/myProfile$/);
  });

  test('a second send within the gap shows the already-sent notice and sends nothing new', async ({ page, request, sandbox }) => {
    // The first send (another tab or device): straight to the sandbox.
    await request.post(`${sandbox.url}/ecare/notification/sendOtp`, { data: { mobile: demo.account, businessType: 'LOGIN' } });
    expect(await inboxCount(request, sandbox.url)).toBe(1);
    await page.goto('/signIn?m=code');
    await page.getByRole('textbox', { name: 'Mobile number or e-mail' }).fill(demo.account);
    await page.getByRole('button', { name: 'Send code' }).click();
    const notice = page.getByRole('status').filter({ hasText: /already sent/i });
    await expect(notice).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('');
    expect(await inboxCount(request, sandbox.url)).toBe(1);
  });

  test('an unregistered mobile number gets the not-registered error on the field', async ({ page, request, sandbox }) => {
    await page.goto('/signIn?m=code');
    const account = page.getByRole('textbox', { name: 'Mobile number or e-mail' });
    await account.fill('0779999999');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText('This mobile number is not registered. Check it or sign up.')).toBeVisible();
    await expect(account).toHaveAttribute('aria-invalid', 'true');
    expect(await inboxCount(request, sandbox.url)).toBe(0);
  });

  test('the link leads back to password mode', async ({ page, sandbox }) => {
    void sandbox;
    await page.goto('/signIn?t=i&m=code');
    await page.getByRole('link', { name: 'Sign in with a password' }).click();
    await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toBeVisible();
    await expect(page).not.toHaveURL(/m=code/);
  });
});
