import type { Page } from '@playwright/test';
import { demo, expect, test } from './support/fixtures';
import { holdScripts } from './support/holdScripts';
import { requestCode } from './support/signIn';

const company = { account: 'ACME001', representativeIdNbr: 'RP12345', password: 'Corp#2026' } as const;

/** Every text and accessible name on the page, to find message keys that escaped translation. */
async function shownTexts(page: Page): Promise<string> {
  return page.evaluate(() => {
    const names = [...document.querySelectorAll('[aria-label],[title],[placeholder]')].map((el) =>
      ['aria-label', 'title', 'placeholder'].map((name) => el.getAttribute(name) ?? '').join(' '),
    );
    return `${document.body.innerText} ${names.join(' ')}`;
  });
}

test.describe('F1.1 the sign-in screen', () => {
  for (const lang of ['en', 'ar'] as const) {
    test(`F0.4 the first paint shows translated texts only (${lang})`, async ({ page, sandbox }) => {
      void sandbox;
      await page.goto(`/signIn?lang=${lang}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: lang === 'en' ? 'Sign in' : 'تسجيل الدخول' })).toBeVisible();
      expect(await shownTexts(page)).not.toMatch(/\b(?:gaia|tip)_[a-z0-9_]+/);
    });
  }

  test('the English password screen comes prerendered with the page and hydrates without errors', async ({ page, request, sandbox }) => {
    const html = await (await request.get(`${sandbox.url}/signIn`)).text();
    expect(html).toContain('data-prerendered="en"');
    expect(html).toMatch(/<h1[^>]*>Sign in<\/h1>/);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto('/signIn');
    await expect(page.getByRole('link', { name: 'Sign in with your face' })).toBeVisible();
    const account = page.getByRole('textbox', { name: 'Mobile number, e-mail or ID' });
    await account.fill(demo.account);
    await expect(account).toHaveValue(demo.account);
    expect(problems).toEqual([]);
  });

  test('the prerendered page is held until it is live, and keeps what the browser autofilled', async ({ page, sandbox }) => {
    void sandbox;
    const release = await holdScripts(page);
    await page.goto('/signIn', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, includeHidden: true })).toHaveText('Sign in');
    await expect(page.locator('#root')).toHaveAttribute('data-hydrating', '');
    // A password manager fills the prerendered fields before the scripts run.
    await page.evaluate(({ account, password }) => {
      (document.querySelector('input[name=account]') as HTMLInputElement).value = account;
      (document.querySelector('input[name=password]') as HTMLInputElement).value = password;
    }, demo);
    const prerendered = await page.locator('input[name=account]').elementHandle();
    release();
    await expect(page.locator('#root')).not.toHaveAttribute('data-hydrating');
    const account = page.getByRole('textbox', { name: 'Mobile number, e-mail or ID' });
    await expect(account).toHaveValue(demo.account);
    // Hydrated in place (not re-created), with the filled values adopted by the form.
    expect(await prerendered?.evaluate((input) => input.isConnected)).toBe(true);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/myProfile$/);
  });

  test('a page whose code cannot be fetched says so and offers to try again', async ({ page, sandbox }) => {
    void sandbox;
    await page.goto('/signIn');
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toBeVisible();
    await page.route('**/assets/ForgotPasswordPage-*.js', (route) => route.abort());
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'This page could not be loaded' });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();
    // The shell stays usable.
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('another language or tab starts without the English prerender', async ({ page, sandbox }) => {
    void sandbox;
    await page.goto('/signIn?t=c&lang=ar');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('تسجيل الدخول');
    await expect(page.getByRole('textbox', { name: 'حساب الشركة' })).toBeVisible();
    await expect(page.getByText('Sign in', { exact: true })).toHaveCount(0);
  });

  test('individual and corporate are two links, the current one marked', async ({ page, sandbox }) => {
    void sandbox;
    await page.goto('/signIn');
    const nav = page.getByRole('navigation', { name: 'Account type' });
    await expect(nav.getByRole('link', { name: 'Individual' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Corporate' }).click();
    await expect(page).toHaveURL(/t=c/);
    await expect(nav.getByRole('link', { name: 'Corporate' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('textbox', { name: 'Company account' })).toBeVisible();
    // F1.4: the corporate sign-up link.
    await expect(page.getByRole('link', { name: "Don't have an account?" })).toHaveAttribute('href', '/signUp-c');
  });

  test('F1.2 the password mode links to /forgot, to code mode and to face login', async ({ page, sandbox }) => {
    void sandbox;
    await page.goto('/signIn');
    await expect(page.getByRole('link', { name: 'Sign in with your face' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in with a verification code' })).toBeVisible();
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot$/);
  });

  test('face login is offered only when the backend enables it', async ({ page, request, sandbox }) => {
    await request.post(`${sandbox.url}/__sandbox/settings`, { data: { faceLoginEnabled: false } });
    await page.goto('/signIn');
    await expect(page.getByRole('link', { name: 'Sign in with a verification code' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in with your face' })).toHaveCount(0);
  });
});

test.describe('F1.9 the older individual form, chosen by configuration', () => {
  test('asks for account, password and code together and signs in', async ({ page, request, sandbox }) => {
    await request.post(`${sandbox.url}/__sandbox/settings`, { data: { legacySignInForm: true } });
    await page.goto('/signIn');
    const account = page.getByRole('textbox', { name: 'Mobile number, e-mail or ID' });
    const password = page.getByRole('textbox', { name: 'Password', exact: true });
    const code = page.getByRole('textbox', { name: 'Verification code' });
    await expect(code).toBeVisible();
    const submit = page.getByRole('button', { name: 'Sign in' });
    await account.fill(demo.account);
    await password.fill(demo.password);
    // All three are required.
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    const sent = await requestCode(page, request, sandbox.url, demo.account);
    await code.fill(sent.code);
    await submit.click();
    await expect(page).toHaveURL(/\/myProfile$/);
    await expect(page.getByRole('heading', { name: `Welcome, ${demo.name}` })).toBeVisible();
  });

  test('a wrong password clears it and keeps the account (F1.7)', async ({ page, request, sandbox }) => {
    await request.post(`${sandbox.url}/__sandbox/settings`, { data: { legacySignInForm: true } });
    await page.goto('/signIn');
    await page.getByRole('textbox', { name: 'Mobile number, e-mail or ID' }).fill(demo.account);
    const password = page.getByRole('textbox', { name: 'Password', exact: true });
    await password.fill('Wrong#2026');
    const sent = await requestCode(page, request, sandbox.url, demo.account);
    await page.getByRole('textbox', { name: 'Verification code' }).fill(sent.code);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The account or password is incorrect.' })).toBeVisible();
    await expect(password).toHaveValue('');
    await expect(password).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'Mobile number, e-mail or ID' })).toHaveValue(demo.account);
  });
});

test.describe('F1.8 the sign-up link', () => {
  test('goes to /signUp when nothing needs completing', async ({ page, sandbox }) => {
    void sandbox;
    await page.goto('/signIn');
    await page.getByRole('link', { name: "Don't have an account?" }).click();
    await expect(page).toHaveURL(/\/signUp$/);
  });

  test('goes to /signIn?t=signUp when the completion flag is N', async ({ page, request, sandbox }) => {
    await request.post(`${sandbox.url}/__sandbox/settings`, { data: { needCompleteFlag: 'N' } });
    await page.goto('/signIn');
    await page.getByRole('link', { name: "Don't have an account?" }).click();
    await expect(page).toHaveURL(/\/signIn\?t=signUp$/);
  });

  test('with face required and no camera, shows the camera dialog (400) and stays', async ({ page, request, sandbox }) => {
    await request.post(`${sandbox.url}/__sandbox/settings`, { data: { registrationFaceRequired: true } });
    await page.addInitScript(() => {
      navigator.mediaDevices.enumerateDevices = async () => [];
    });
    await page.goto('/signIn');
    const link = page.getByRole('link', { name: "Don't have an account?" });
    await link.click();
    const dialog = page.getByRole('dialog', { name: 'Camera not detected' });
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((el) => el.style.getPropertyValue('--gaia-modal-width'))).toBe('400px');
    await expect(page).toHaveURL(/\/signIn$/);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
    await expect(link).toBeFocused();
  });

  test('with face required and a camera, goes to /signUp', async ({ page, request, sandbox }) => {
    await request.post(`${sandbox.url}/__sandbox/settings`, { data: { registrationFaceRequired: true } });
    await page.goto('/signIn');
    await page.getByRole('link', { name: "Don't have an account?" }).click();
    await expect(page).toHaveURL(/\/signUp$/);
  });
});

test.describe('F1.12 remembered login info', () => {
  test('the account of the last individual sign-in prefills the form next time; no password is kept', async ({ page, sandbox }) => {
    void sandbox;
    await page.goto('/signIn');
    await page.getByRole('textbox', { name: 'Mobile number, e-mail or ID' }).fill(demo.account);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(demo.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/myProfile$/);
    const stored = await page.evaluate(() => JSON.stringify(window.localStorage));
    expect(stored).toContain('WEBSC_rememberedLogin');
    expect(stored).not.toContain(demo.password);

    await page.goto('/signIn?t=i');
    await expect(page.getByRole('textbox', { name: 'Mobile number, e-mail or ID' })).toHaveValue(demo.account);
    await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue('');
  });

  test('a corporate sign-in remembers the company account and representative ID', async ({ page, request, sandbox }) => {
    await page.goto('/signIn?t=c');
    await page.getByRole('textbox', { name: 'Company account' }).fill(company.account);
    await page.getByRole('textbox', { name: 'Representative ID number' }).fill(company.representativeIdNbr);
    await page.getByRole('textbox', { name: 'Company password' }).fill(company.password);
    const sent = await requestCode(page, request, sandbox.url, company.account);
    await page.getByRole('textbox', { name: 'Verification code' }).fill(sent.code);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/myProfile$/);

    await page.goto('/signIn?t=c');
    await expect(page.getByRole('textbox', { name: 'Company account' })).toHaveValue(company.account);
    await expect(page.getByRole('textbox', { name: 'Representative ID number' })).toHaveValue(company.representativeIdNbr);
    // The individual form does not take a company account.
    await page.goto('/signIn?t=i');
    await expect(page.getByRole('textbox', { name: 'Mobile number, e-mail or ID' })).toHaveValue('');
  });
});
