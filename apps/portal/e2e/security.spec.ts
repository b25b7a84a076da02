import type { Page } from '@playwright/test';
import { demo, expect, test } from './support/fixtures';
import { sentCode } from './support/inbox';
import { requestCode } from './support/signIn';

/**
 * The host behaves like a production one (issue 10 §4, docs/adr/0008-sandbox-abuse-limits.md): the
 * security headers on every answer, and the portal keeps working under its Content-Security-Policy —
 * no violation is reported while a person signs in and moves around. The abuse limits' answers are
 * shown to the person in words.
 */

interface Violation {
  directive: string;
  blockedURI: string;
  sample: string;
}

/** Records every CSP violation the page reports, from the first script on, and every console report of one. */
async function watchViolations(page: Page) {
  const consoleReports: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) consoleReports.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: Violation[] = [];
    (window as unknown as { __cspViolations: Violation[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({ directive: event.violatedDirective, blockedURI: event.blockedURI, sample: event.sample });
    });
  });
  return async () => ({
    events: await page.evaluate(() => (window as unknown as { __cspViolations?: Violation[] }).__cspViolations ?? []),
    console: consoleReports,
  });
}

const noViolations = { events: [], console: [] };

test.describe('security headers and the Content-Security-Policy (issue 10 §4)', () => {
  test('/signIn and its scripts come with the security headers; the inline scripts are allowed by hash, not unsafe-inline', async ({
    page,
    request,
    sandbox,
  }) => {
    const response = await page.goto('/signIn');
    const headers = response!.headers();
    const csp = headers['content-security-policy'] ?? '';
    const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/]+=*'/);
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toBe('camera=(self), microphone=(), geolocation=(self)');
    // An API answer and a control answer carry them too.
    const api = await request.post(`${sandbox.url}/ecare/user/currentInfo`, { data: {} });
    expect(api.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(api.headers()['x-content-type-options']).toBe('nosniff');
  });

  test('no CSP violation while signing in with a password and opening the signed-in screens', async ({ page, sandbox }) => {
    void sandbox;
    const violations = await watchViolations(page);
    await page.goto('/signIn');
    await page.getByRole('textbox', { name: 'Mobile number, e-mail or ID' }).fill(demo.account);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(demo.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/myProfile$/);
    await expect(page.getByRole('heading', { name: `Welcome, ${demo.name}` })).toBeVisible();
    // The header menu and its dialogs load on demand.
    await page.getByRole('button', { name: demo.name }).click();
    await page.getByRole('menuitem', { name: 'Change Password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: demo.name }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    const signOut = page.getByRole('alertdialog', { name: 'Sign Out of GAIA?' });
    await signOut.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/signIn/);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(await violations()).toEqual(noViolations);
  });

  test('no CSP violation in the other modes: code, corporate, face with the camera, forgot password, Arabic', async ({
    page,
    request,
    sandbox,
  }) => {
    const violations = await watchViolations(page);
    // Code mode: a code from the inbox signs in.
    await page.goto('/signIn?t=i&m=code');
    await page.getByRole('textbox', { name: 'Mobile number or e-mail' }).fill(demo.account);
    const sent = await requestCode(page, request, sandbox.url, demo.account);
    await page.getByRole('textbox', { name: 'Verification code' }).fill(sent.code);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/myProfile$/);
    await page.evaluate(() => window.localStorage.clear());

    // Corporate, forgot password, Arabic.
    await page.goto('/signIn?t=c');
    await expect(page.getByRole('textbox', { name: /company account/i })).toBeVisible();
    await page.goto('/forgot');
    await expect(page.getByRole('heading').first()).toBeVisible();
    await page.goto('/signIn?lang=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    // Face mode opens the (fake) camera: its frames play as media in the page.
    await page.goto('/signIn?t=i&m=face&lang=en');
    const face = page.getByRole('button', { name: 'Sign in with face' });
    await expect(face).toBeVisible();
    await page.getByRole('textbox', { name: 'Mobile number, e-mail or ID' }).fill(demo.account);
    await face.click();
    const camera = page.getByRole('dialog', { name: 'Face verification' });
    await expect(camera.getByRole('status').filter({ hasText: 'The camera is on.' })).toBeVisible();
    const take = camera.getByRole('button', { name: 'Take photo' });
    await expect(take).not.toHaveAttribute('aria-disabled', 'true');
    await take.click();
    await expect(page).toHaveURL(/\/myProfile$/);
    expect(await violations()).toEqual(noViolations);
  });

  test('the sandbox inbox page works under its policy: it lists a new code by itself', async ({ page, request, sandbox }) => {
    const violations = await watchViolations(page);
    // Not the portal: no #root to wait for.
    const response = await page.goto('/__sandbox/inbox.html', { waitUntil: 'commit' });
    expect(response!.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    await expect(page.getByRole('heading', { name: 'Sandbox inbox' })).toBeVisible();
    const send = await request.post(`${sandbox.url}/ecare/notification/sendOtp`, { data: { mobile: demo.account, businessType: 'LOGIN' } });
    expect(send.ok()).toBe(true);
    const sent = await sentCode(request, sandbox.url, demo.account);
    // The page's own script fetches the list again (every 5 s) and shows the new code.
    await expect(page.getByRole('cell', { name: sent.code, exact: true })).toBeVisible({ timeout: 15_000 });
    expect(await violations()).toEqual(noViolations);
  });

  test('the portal cannot be framed by another page', async ({ page, sandbox }) => {
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (/frame-ancestors/i.test(message.text())) blocked.push(message.text());
    });
    await page.goto('/__sandbox/inbox.html', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { name: 'Sandbox inbox' })).toBeVisible();
    await page.evaluate((url) => {
      const frame = document.createElement('iframe');
      frame.src = `${url}/signIn`;
      document.body.append(frame);
    }, sandbox.url);
    await expect.poll(() => blocked.length).toBeGreaterThan(0);
  });
});

test.describe('abuse limits as the person sees them (issue 10 §4)', () => {
  test('5 wrong passwords lock password sign-in: the form says for how long, in words', async ({ page, sandbox }) => {
    void sandbox;
    await page.goto('/signIn');
    await page.getByRole('textbox', { name: 'Mobile number, e-mail or ID' }).fill(demo.account);
    const password = page.getByRole('textbox', { name: 'Password', exact: true });
    for (let i = 1; i <= 4; i += 1) {
      await password.fill(`Wrong#${i}`);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(password).toHaveValue('');
      await expect(page.getByRole('alert')).toHaveText('The account or password is incorrect.');
    }
    await password.fill('Wrong#5');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Too many failed sign-in attempts. For your security, password sign-in for this account is paused for 15 minutes. You can sign in with a verification code instead.',
    );
    // Even the right password waits for the lock to end.
    await password.fill(demo.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText('paused for 15 minutes');
    await expect(page).toHaveURL(/\/signIn$/);
  });

  test('5 wrong codes invalidate the code: the code form says to ask for a new one', async ({ page, request, sandbox }) => {
    await page.goto('/signIn?t=i&m=code');
    await page.getByRole('textbox', { name: 'Mobile number or e-mail' }).fill(demo.account);
    const sent = await requestCode(page, request, sandbox.url, demo.account);
    const code = page.getByRole('textbox', { name: 'Verification code' });
    const wrong = sent.code === '111111' ? '222222' : '111111';
    for (let i = 1; i <= 4; i += 1) {
      await code.fill(wrong);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(code).toHaveAccessibleDescription(/The verification code is incorrect\./);
    }
    await code.fill(wrong);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Too many wrong codes' })).toHaveText(
      'Too many wrong codes: this verification code no longer works. Ask for a new one.',
    );
    await expect(page).toHaveURL(/m=code/);
  });
});
