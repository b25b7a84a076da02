import type { APIRequestContext, Page } from '@playwright/test';
import { corporate, demo, expect, test } from './support/fixtures';
import { sentCode } from './support/inbox';
import { enterSentCode } from './support/signIn';

/*
 * Faults lose nothing (issue 10 §3, spec 01 §4 "Mode switching", "Sending a sign-in code", §8): a
 * failure without a server answer keeps what was typed and is said once, a 401 says why and leads
 * back to sign-in, and the code forms follow spec 01.
 */

/** Catalogue texts (packages/domain/src/<area>/i18n/en/*.ts). */
const en = {
  sessionExpired: 'Your session has ended. Please sign in again.', // gaia_tip_session_expired
  networkError: 'We could not reach the service. Check your connection and try again.', // gaia_tip_network_error
  otpExpired: 'The verification code has expired. Ask for a new one.', // gaia_tip_otp_expired
  toastRegion: 'Notifications', // gaia_feedback_toast_region
} as const;

/** The error toasts (spec 01 §8): alerts inside the notification region. */
function toasts(page: Page) {
  return page.getByRole('region', { name: en.toastRegion }).getByRole('alert');
}

/**
 * Counts the page's calls still under way (from now on); `settled()` waits until none has been
 * open for half a second.
 */
function openCalls(page: Page) {
  let open = 0;
  let quietSince = Date.now();
  page.on('request', () => void open++);
  const done = () => {
    open -= 1;
    if (open === 0) quietSince = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return { settled: () => expect.poll(() => open === 0 && Date.now() - quietSince >= 500, { intervals: [100] }).toBe(true) };
}

/** The configuration has loaded once the face link shows (face login is on in the seed). */
async function configLoaded(page: Page) {
  await expect(page.getByRole('link', { name: 'Sign in with your face' })).toBeVisible();
}

async function advanceClock(request: APIRequestContext, sandboxUrl: string, advanceMs: number) {
  const response = await request.post(`${sandboxUrl}/__sandbox/clock`, { data: { advanceMs } });
  expect(response.ok()).toBe(true);
}

async function fillPasswordForm(page: Page) {
  await page.getByRole('textbox', { name: 'Mobile number, e-mail or ID' }).fill(demo.account);
  const password = page.getByRole('textbox', { name: 'Password', exact: true });
  await password.fill(demo.password);
  return password;
}

test.describe('the individual password is cleared only after a refused sign-in (spec 01 §4, F1.7)', () => {
  test('a network failure keeps the account and password, and says so once', async ({ page, sandbox }) => {
    void sandbox;
    await page.goto('/signIn');
    await configLoaded(page);
    await page.route('**/ecare/user/pwdLogin', (route) => route.abort('failed'));
    const password = await fillPasswordForm(page);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(toasts(page).filter({ hasText: en.networkError })).toBeVisible();
    await expect(page.getByText(en.networkError)).toHaveCount(1);
    await expect(password).toHaveValue(demo.password);
    await expect(page.getByRole('textbox', { name: 'Mobile number, e-mail or ID' })).toHaveValue(demo.account);
    // Once the service answers again, the same entries sign in.
    await page.unroute('**/ecare/user/pwdLogin');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/myProfile$/);
  });

  test('a 401 keeps the password and says why: the session ended, sign in again', async ({ page, sandbox }) => {
    await page.goto('/signIn');
    await configLoaded(page);
    await sandbox.setScenario('sessionExpired');
    const password = await fillPasswordForm(page);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(toasts(page).filter({ hasText: en.sessionExpired })).toBeVisible();
    await expect(page.getByText(en.sessionExpired)).toHaveCount(1);
    await expect(password).toHaveValue(demo.password);
    await expect(page).toHaveURL(/\/signIn$/);
  });
});

test.describe('a 401 on the code and corporate forms says why and leads back to sign-in (spec 01 §8)', () => {
  test('code mode: a 401 on sending the code says the session ended; the account stays', async ({ page, sandbox }) => {
    await page.goto('/signIn?m=code');
    await configLoaded(page);
    await sandbox.setScenario('sessionExpired');
    const account = page.getByRole('textbox', { name: 'Mobile number or e-mail' });
    await account.fill(demo.account);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(toasts(page).filter({ hasText: en.sessionExpired })).toBeVisible();
    await expect(page.getByText(en.sessionExpired)).toHaveCount(1);
    await expect(page).toHaveURL(/\/signIn\?m=code$/);
    await expect(account).toHaveValue(demo.account);
    await expect(page.getByRole('button', { name: 'Send code' })).toBeVisible();
  });

  test('corporate: a 401 on signing in says the session ended, keeps every field and stays on t=c', async ({ page, request, sandbox }) => {
    await page.goto(`/signIn?t=c&gaiaId=${corporate.account}`);
    await configLoaded(page);
    await page.getByRole('textbox', { name: 'Representative ID number' }).fill(corporate.representativeIdNbr);
    const password = page.getByRole('textbox', { name: 'Company password', exact: true });
    await password.fill(corporate.password);
    const { code, sent } = await enterSentCode(page, request, sandbox.url, corporate.account);
    await sandbox.setScenario('sessionExpired');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(toasts(page).filter({ hasText: en.sessionExpired })).toBeVisible();
    await expect(page).toHaveURL(/[?&]t=c(?:&|$)/);
    await expect(password).toHaveValue(corporate.password);
    await expect(code).toHaveValue(sent!.code);
    await expect(page.getByRole('textbox', { name: 'Company account' })).toHaveValue(corporate.account);
  });

  test('a corporate session that ends on reload (401) reopens sign-in on the corporate tab (t=c) and says why', async ({ page, request, sandbox }) => {
    const calls = openCalls(page);
    await page.goto('/signIn?t=c');
    await page.getByRole('textbox', { name: 'Company account' }).fill(corporate.account);
    await page.getByRole('textbox', { name: 'Representative ID number' }).fill(corporate.representativeIdNbr);
    await page.getByRole('textbox', { name: 'Company password', exact: true }).fill(corporate.password);
    await enterSentCode(page, request, sandbox.url, corporate.account);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/myProfile$/);
    await expect(page.getByRole('button', { name: corporate.name })).toBeVisible();
    // The session ends once the home has stopped loading: a call of that first page still under way
    // would meet the 401 there, end the session and toast on a page the reload then drops.
    await calls.settled();

    await sandbox.setScenario('sessionExpired');
    await page.reload();
    await expect(page).toHaveURL(/\/signIn\?t=c$/);
    await expect(page.getByRole('textbox', { name: 'Company account' })).toBeVisible();
    await expect(toasts(page).filter({ hasText: en.sessionExpired })).toBeVisible();
  });
});

test.describe('the code forms follow spec 01 §4', () => {
  test('F1.9 the older three-field form, arriving with the configuration, keeps the account and password already typed', async ({ page, request, sandbox }) => {
    await request.post(`${sandbox.url}/__sandbox/settings`, { data: { legacySignInForm: true } });
    // The configuration that chooses the older form is held back until the person has typed.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/uc/common/config/items', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/signIn');
    await page.getByRole('textbox', { name: 'Mobile number, e-mail or ID' }).fill(demo.account);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(demo.password);
    await expect(page.getByRole('textbox', { name: 'Verification code' })).toHaveCount(0);
    release();
    await expect(page.getByRole('textbox', { name: 'Verification code' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Mobile number, e-mail or ID' })).toHaveValue(demo.account);
    await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue(demo.password);
  });

  test('an expired code: the error replaces the green "will be sent to" notice', async ({ page, request, sandbox }) => {
    await page.goto('/signIn?m=code');
    await page.getByRole('textbox', { name: 'Mobile number or e-mail' }).fill(demo.account);
    await page.getByRole('button', { name: 'Send code' }).click();
    const notice = page.getByRole('status').filter({ hasText: 'will be sent to' });
    await expect(notice).toBeVisible();
    const sent = await sentCode(request, sandbox.url, demo.account);
    const code = page.getByRole('textbox', { name: 'Verification code' });
    await code.fill(sent!.code);
    // Codes live 5 minutes in the sandbox.
    await advanceClock(request, sandbox.url, 6 * 60_000);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: en.otpExpired })).toBeVisible();
    await expect(page.getByText('will be sent to')).toHaveCount(0);
    // The expired code keeps the fields.
    await expect(code).toHaveValue(sent!.code);
  });

  test('corporate: an expired code\'s error replaces the notice too', async ({ page, request, sandbox }) => {
    await page.goto(`/signIn?t=c&gaiaId=${corporate.account}`);
    await page.getByRole('textbox', { name: 'Representative ID number' }).fill(corporate.representativeIdNbr);
    await page.getByRole('textbox', { name: 'Company password', exact: true }).fill(corporate.password);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'will be sent to' })).toBeVisible();
    const sent = await sentCode(request, sandbox.url, corporate.account);
    await page.getByRole('textbox', { name: 'Verification code' }).fill(sent!.code);
    await advanceClock(request, sandbox.url, 6 * 60_000);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: en.otpExpired })).toBeVisible();
    await expect(page.getByText('will be sent to')).toHaveCount(0);
  });

  test('after an "already sent" answer the countdown starts from the seconds the server says are left', async ({ page, request, sandbox }) => {
    // A code sent 45 s ago (another tab or device): 15 s of the 60 s gap are left.
    await request.post(`${sandbox.url}/ecare/notification/sendOtp`, { data: { mobile: demo.account, businessType: 'LOGIN' } });
    await advanceClock(request, sandbox.url, 45_000);
    await page.goto('/signIn?m=code');
    await page.getByRole('textbox', { name: 'Mobile number or e-mail' }).fill(demo.account);
    const answer = page.waitForResponse((r) => r.url().endsWith('/ecare/notification/sendOtp'));
    await page.getByRole('button', { name: 'Send code' }).click();
    const body = (await (await answer).json()) as { data?: { waitSeconds?: number } };
    // The sandbox's clock runs on meanwhile: at most 15 s are left.
    expect(body.data?.waitSeconds).toBeGreaterThan(0);
    expect(body.data?.waitSeconds).toBeLessThanOrEqual(15);
    await expect(page.getByRole('status').filter({ hasText: /already sent/i })).toBeVisible();
    // Never more than the server's 15 s (the configured 60 s would show "Resend in 60 s").
    await expect(page.getByRole('button', { name: /^Resend in (?:[1-9]|1[0-5]) s$/ })).toBeVisible();
  });

  test('Sign in needs the whole 6-digit code: fewer digits keep it disabled (code and corporate forms)', async ({ page, sandbox }) => {
    void sandbox;
    await page.goto('/signIn?m=code');
    const submit = page.getByRole('button', { name: 'Sign in', exact: true });
    await page.getByRole('textbox', { name: 'Mobile number or e-mail' }).fill(demo.account);
    const code = page.getByRole('textbox', { name: 'Verification code' });
    await code.fill('12345');
    await expect(code).toHaveValue('12345');
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await code.fill('123456');
    await expect(submit).not.toHaveAttribute('aria-disabled', 'true');

    await page.goto('/signIn?t=c');
    await page.getByRole('textbox', { name: 'Company account' }).fill(corporate.account);
    await page.getByRole('textbox', { name: 'Representative ID number' }).fill(corporate.representativeIdNbr);
    await page.getByRole('textbox', { name: 'Company password', exact: true }).fill(corporate.password);
    const corporateCode = page.getByRole('textbox', { name: 'Verification code' });
    await corporateCode.fill('1');
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await corporateCode.fill('123456');
    await expect(submit).not.toHaveAttribute('aria-disabled', 'true');
  });
});
