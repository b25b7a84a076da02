import type { Page } from '@playwright/test';
import { corporate, demo, expect, test } from './support/fixtures';
import { inboxCount, sentCode } from './support/inbox';

/** Catalogue texts (packages/domain/src/<area>/i18n/{en,ar}/*.ts) the rules below show. */
const en = {
  accountRequired: 'Account is required.', // gaia_validation_account_required
  mobileEmailRequired: 'Mobile number or e-mail is required.', // gaia_validation_mobile_email_required
  passwordRequired: 'Password is required.', // gaia_validation_password_required
  companyAccountRequired: 'Company account is required.', // gaia_validation_company_account_required
  representativeRequired: 'Representative ID number is required.', // gaia_validation_representative_id_required
  companyPasswordRequired: 'Company password is required.', // gaia_validation_company_password_required
  otpRequired: 'Verification Code is required.', // gaia_validation_otp_required
  mobileEmailRegerror: 'Enter a valid mobile number or e-mail address.', // gaia_lb_user_login_mobile_email_regerror
  pasteBlocked: 'For your security, copying and pasting is turned off in this field.', // gaia_password_paste_blocked
  otpWrong: 'The verification code is incorrect.', // gaia_tip_otp_wrong (the sandbox's resultMsg for 40904106)
  wrong504: 'The service is busy right now. Please try again in a moment.', // gaia_tip_wrong_504
  maintenanceTitle: 'System update', // gaia_tip_maintenance_title
  maintenanceNotice: 'The system is being updated. Please come back shortly.', // gaia_tip_maintenance
  toastRegion: 'Notifications', // gaia_feedback_toast_region
} as const;

const ar = {
  accountLabel: 'رقم الجوال أو البريد الإلكتروني أو الهوية',
  passwordLabel: 'كلمة المرور',
  codeAccountLabel: 'رقم الجوال أو البريد الإلكتروني',
  companyAccountLabel: 'حساب الشركة',
  accountRequired: 'الحساب مطلوب.',
  passwordRequired: 'كلمة المرور مطلوبة.',
  mobileEmailRequired: 'رقم الجوال أو البريد الإلكتروني مطلوب.',
  mobileEmailRegerror: 'أدخل رقم جوال أو بريدًا إلكترونيًا صالحًا.',
  companyAccountRequired: 'حساب الشركة مطلوب.',
} as const;

/** A text as a pattern that matches it anywhere (accessible descriptions also hold the hints). */
function containing(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}

/** The error toasts (spec 01 §8): alerts inside the notification region. */
function errorToasts(page: Page) {
  return page.getByRole('region', { name: en.toastRegion }).getByRole('alert');
}

/** The sign-in card (a section labelled by its heading); its form-level message is an alert. */
function signInCard(page: Page) {
  return page.getByRole('region', { name: 'Sign in' });
}

/**
 * The configuration has loaded once the face link shows (face login is on in the seed), so a
 * scenario switched after this affects only the calls the test makes, not the page's own start-up.
 */
async function configLoaded(page: Page) {
  await expect(page.getByRole('link', { name: 'Sign in with your face' })).toBeVisible();
}

/** Focuses a field and leaves it without typing, as a person tabbing through would. */
async function visitAndLeave(page: Page, name: string) {
  const field = page.getByRole('textbox', { name, exact: true });
  await field.focus();
  await field.blur();
  return field;
}

test.describe('§4 mode switching by links (F1.1, F1.3, F1.5)', () => {
  test('§4 individual: "Sign in with your face" sets m=face and shows the face form; "Sign in with a password" goes back', async ({ page, sandbox }) => {
    void sandbox;
    await page.goto('/signIn');
    await page.getByRole('link', { name: 'Sign in with your face' }).click();
    await expect(page).toHaveURL(/[?&]m=face(?:&|$)/);
    await expect(page.getByRole('button', { name: 'Sign in with face' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Mobile number, e-mail or ID' })).toBeVisible();
    // Face login needs the account only: no password field in this mode.
    await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Sign in with your face' })).toHaveCount(0);

    await page.getByRole('link', { name: 'Sign in with a password' }).click();
    await expect(page).not.toHaveURL(/[?&]m=/);
    await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in with face' })).toHaveCount(0);
  });

  test('§4 corporate (t=c): the face link switches to face mode and "Sign in with password and code" back', async ({ page, sandbox }) => {
    void sandbox;
    await page.goto('/signIn?t=c');
    await expect(page.getByRole('textbox', { name: 'Company password', exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Sign in with your face' }).click();
    await expect(page).toHaveURL(/[?&]t=c(?:&|$)/);
    await expect(page).toHaveURL(/[?&]m=face(?:&|$)/);
    await expect(page.getByRole('button', { name: 'Sign in with face' })).toBeVisible();
    // Corporate face login needs the account and the representative ID only.
    await expect(page.getByRole('textbox', { name: 'Company account' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Representative ID number' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Company password', exact: true })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Verification code' })).toHaveCount(0);

    await page.getByRole('link', { name: 'Sign in with password and code' }).click();
    await expect(page).toHaveURL(/[?&]t=c(?:&|$)/);
    await expect(page).not.toHaveURL(/[?&]m=/);
    await expect(page.getByRole('textbox', { name: 'Company password', exact: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Verification code' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send code' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in with face' })).toHaveCount(0);
  });
});

test.describe('§4 / §5 submit stays disabled until every field is valid (F1.7)', () => {
  test('§4 corporate: submit is disabled until company account, representative ID, password and a 6-digit code are all valid (F1.4)', async ({ page, sandbox }) => {
    void sandbox;
    await page.goto('/signIn?t=c');
    const submit = page.getByRole('button', { name: 'Sign in', exact: true });
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await page.getByRole('textbox', { name: 'Company account' }).fill(corporate.account);
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await page.getByRole('textbox', { name: 'Representative ID number' }).fill(corporate.representativeIdNbr);
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await page.getByRole('textbox', { name: 'Company password', exact: true }).fill(corporate.password);
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    const code = page.getByRole('textbox', { name: 'Verification code' });
    await code.fill('123456');
    await expect(submit).not.toHaveAttribute('aria-disabled', 'true');
    // Emptying any one of the four disables it again.
    const representative = page.getByRole('textbox', { name: 'Representative ID number' });
    await representative.fill('');
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await representative.fill(corporate.representativeIdNbr);
    await expect(submit).not.toHaveAttribute('aria-disabled', 'true');
    await page.getByRole('textbox', { name: 'Company password', exact: true }).fill('');
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
  });

  test('§5 code mode: submit stays disabled with an account that is neither mobile nor e-mail, even with a 6-digit code (F1.3)', async ({ page, sandbox }) => {
    void sandbox;
    await page.goto('/signIn?m=code');
    const submit = page.getByRole('button', { name: 'Sign in', exact: true });
    const account = page.getByRole('textbox', { name: 'Mobile number or e-mail' });
    await account.fill('not-an-account');
    await page.getByRole('textbox', { name: 'Verification code' }).fill('123456');
    await expect(page.getByRole('textbox', { name: 'Verification code' })).toHaveValue('123456');
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    // The same code with a valid account enables it: the account alone was holding it back.
    await account.fill(demo.account);
    await expect(submit).not.toHaveAttribute('aria-disabled', 'true');
  });
});

test.describe('§5 validation messages on leaving a field', () => {
  test('§5 code mode: an account that is neither mobile nor e-mail shows the regerror message (F1.3)', async ({ page, sandbox }) => {
    void sandbox;
    await page.goto('/signIn?m=code');
    const account = page.getByRole('textbox', { name: 'Mobile number or e-mail' });
    await account.fill('12ab');
    // Nothing is said while the person is still typing.
    await expect(page.getByText(en.mobileEmailRegerror)).toHaveCount(0);
    await account.blur();
    await expect(page.getByText(en.mobileEmailRegerror)).toBeVisible();
    await expect(account).toHaveAttribute('aria-invalid', 'true');
    await expect(account).toHaveAccessibleDescription(containing(en.mobileEmailRegerror));
    // A valid mobile number clears it.
    await account.fill(demo.account);
    await expect(page.getByText(en.mobileEmailRegerror)).toHaveCount(0);
    await expect(account).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('§5 code mode (ar): the regerror message is the Arabic text', async ({ page, sandbox }) => {
    void sandbox;
    await page.goto('/signIn?m=code&lang=ar');
    const account = page.getByRole('textbox', { name: ar.codeAccountLabel, exact: true });
    await account.fill('12ab');
    await account.blur();
    await expect(account).toHaveAccessibleDescription(containing(ar.mobileEmailRegerror));
    await expect(page.getByText(ar.mobileEmailRegerror)).toBeVisible();
  });

  /** Each sign-in form's empty fields, left one by one: each says it is required, on the field and on the page. */
  const requiredWhenLeft: { title: string; url: string; fields: [label: string, message: string][] }[] = [
    {
      title: '§5 password mode: leaving the empty account and password shows "Account is required." and "Password is required." (F1.2)',
      url: '/signIn',
      fields: [
        ['Mobile number, e-mail or ID', en.accountRequired],
        ['Password', en.passwordRequired],
      ],
    },
    {
      title: '§5 password mode (ar): the required messages are the Arabic texts',
      url: '/signIn?lang=ar',
      fields: [
        [ar.accountLabel, ar.accountRequired],
        [ar.passwordLabel, ar.passwordRequired],
      ],
    },
    {
      title: '§5 code mode: leaving the empty account and code shows "Mobile number or e-mail is required." and "Verification Code is required." (F1.3)',
      url: '/signIn?m=code',
      fields: [
        ['Mobile number or e-mail', en.mobileEmailRequired],
        ['Verification code', en.otpRequired],
      ],
    },
    {
      title: '§5 code mode (ar): "Mobile number or e-mail is required." in Arabic',
      url: '/signIn?m=code&lang=ar',
      fields: [[ar.codeAccountLabel, ar.mobileEmailRequired]],
    },
    {
      title: '§5 corporate: leaving each empty field shows company account, representative ID, company password and code required (F1.4)',
      url: '/signIn?t=c',
      fields: [
        ['Company account', en.companyAccountRequired],
        ['Representative ID number', en.representativeRequired],
        ['Company password', en.companyPasswordRequired],
        ['Verification code', en.otpRequired],
      ],
    },
    {
      title: '§5 corporate (ar): "Company account is required." in Arabic',
      url: '/signIn?t=c&lang=ar',
      fields: [[ar.companyAccountLabel, ar.companyAccountRequired]],
    },
  ];
  for (const { title, url, fields } of requiredWhenLeft) {
    test(title, async ({ page, sandbox }) => {
      void sandbox;
      await page.goto(url);
      for (const [label, message] of fields) {
        const field = await visitAndLeave(page, label);
        await expect(field).toHaveAttribute('aria-invalid', 'true');
        await expect(field).toHaveAccessibleDescription(containing(message));
        await expect(page.getByText(message, { exact: true })).toBeVisible();
      }
    });
  }
});

test.describe('§5 password copy and paste blocked (F1.2)', () => {
  test('§5 a keyboard paste into the sign-in password leaves it empty and shows the paste-blocked notice', async ({ page, context, sandbox }) => {
    void sandbox;
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/signIn');
    await page.evaluate((text) => navigator.clipboard.writeText(text), demo.password);
    // Control: the same paste does reach an ordinary field, so an empty password below means blocked.
    const account = page.getByRole('textbox', { name: 'Mobile number, e-mail or ID' });
    await account.focus();
    await page.keyboard.press('ControlOrMeta+V');
    await expect(account).toHaveValue(demo.password);

    const password = page.getByRole('textbox', { name: 'Password', exact: true });
    await expect(page.getByText(en.pasteBlocked)).toHaveCount(0);
    await password.focus();
    await page.keyboard.press('ControlOrMeta+V');
    await expect(page.getByRole('status').filter({ hasText: en.pasteBlocked })).toBeVisible();
    await expect(password).toHaveValue('');
    // Still empty, so submit stays disabled.
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toHaveAttribute('aria-disabled', 'true');
  });

  test('§5 a paste event carrying text is cancelled on the sign-in password and shows the notice', async ({ page, sandbox }) => {
    void sandbox;
    await page.goto('/signIn');
    const password = page.getByRole('textbox', { name: 'Password', exact: true });
    const cancelled = await password.evaluate((input, text) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      const event = new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true });
      input.focus();
      return !input.dispatchEvent(event);
    }, demo.password);
    expect(cancelled).toBe(true);
    await expect(page.getByRole('status').filter({ hasText: en.pasteBlocked })).toBeVisible();
    await expect(password).toHaveValue('');
  });

  test('§5 copying the revealed sign-in password is blocked: the clipboard keeps its content and the notice shows', async ({ page, context, sandbox }) => {
    void sandbox;
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/signIn');
    await page.evaluate(() => navigator.clipboard.writeText('clipboard-before'));
    const password = page.getByRole('textbox', { name: 'Password', exact: true });
    await password.fill(demo.password);
    // Revealed, the field is plain text: only the block keeps the password out of the clipboard.
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await password.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('ControlOrMeta+C');
    await expect(page.getByRole('status').filter({ hasText: en.pasteBlocked })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('clipboard-before');
    await expect(password).toHaveValue(demo.password);
  });
});

test.describe('§8 the error catalogue on sign-in', () => {
  test('§8 code mode: a wrong code (40904106) puts the server message on the code field, clears it and focuses it (F1.3)', async ({ page, request, sandbox }) => {
    await page.goto('/signIn?m=code');
    const account = page.getByRole('textbox', { name: 'Mobile number or e-mail' });
    await account.fill(demo.account);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeVisible();
    const sent = await sentCode(request, sandbox.url, demo.account);
    expect(sent?.code).toMatch(/^\d{6}$/);
    const wrong = sent!.code === '111111' ? '222222' : '111111';
    const code = page.getByRole('textbox', { name: 'Verification code' });
    await code.fill(wrong);
    const answer = page.waitForResponse((r) => r.url().endsWith('/ecare/user/otpLogin'));
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const body = (await (await answer).json()) as { resultCode?: string; resultMsg?: string };
    expect(body.resultCode).toBe('40904106');
    expect(body.resultMsg).toBe(en.otpWrong);

    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toHaveAccessibleDescription(containing(en.otpWrong));
    await expect(page.getByText(en.otpWrong)).toBeVisible();
    await expect(code).toHaveValue('');
    await expect(code).toBeFocused();
    await expect(account).toHaveValue(demo.account);
    await expect(page).toHaveURL(/\/signIn/);
    // The error is on the field, not an app-wide toast.
    await expect(errorToasts(page)).toHaveCount(0);
    // Typing a new code clears the message.
    await code.fill(sent!.code);
    await expect(code).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('§8 HTTP 504 (gatewayTimeout) on the code send: the wrong-504 message shows as an error toast and no code is sent (F0.2)', async ({ page, request, sandbox }) => {
    await page.goto('/signIn?m=code');
    await configLoaded(page);
    await sandbox.setScenario('gatewayTimeout');
    await page.getByRole('textbox', { name: 'Mobile number or e-mail' }).fill(demo.account);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(errorToasts(page).filter({ hasText: en.wrong504 })).toBeVisible();
    // Said once: the form does not repeat the toast, and the button does not start a countdown.
    await expect(page.getByText(en.wrong504)).toHaveCount(1);
    await expect(signInCard(page).getByRole('alert').filter({ hasText: en.wrong504 })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Send code' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toHaveCount(0);
    expect(await inboxCount(request, sandbox.url)).toBe(0);
  });

  test('§8 HTTP 504 (gatewayTimeout) on password sign-in: the wrong-504 message once, as an error toast; the password is kept (spec 01 §4: only a refused sign-in clears it; F0.2, F1.7)', async ({ page, sandbox }) => {
    await page.goto('/signIn');
    await configLoaded(page);
    await sandbox.setScenario('gatewayTimeout');
    await page.getByRole('textbox', { name: 'Mobile number, e-mail or ID' }).fill(demo.account);
    const password = page.getByRole('textbox', { name: 'Password', exact: true });
    await password.fill(demo.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(errorToasts(page).filter({ hasText: en.wrong504 })).toBeVisible();
    await expect(page.getByText(en.wrong504)).toHaveCount(1);
    await expect(password).toHaveValue(demo.password);
    await expect(page).toHaveURL(/\/signIn$/);
    // Once the service answers again, the kept entries sign in.
    await sandbox.setScenario('normal');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/myProfile$/);
  });

  test('§8 any failed response: a failed need-complete answer (result code 500) shows the server resultMsg as an error toast (F1.8)', async ({ page, sandbox }) => {
    void sandbox;
    // The sandbox always answers need-complete with "200"; this one answer is replaced by a failure envelope.
    const resultMsg = 'The registration service is unavailable (stubbed answer).';
    await page.route('**/ecare/gaia/register/individual/need-complete', (route) =>
      route.fulfill({ status: 200, json: { code: '500', resultCode: '500', resultMsg, data: null } }),
    );
    await page.goto('/signIn');
    await page.getByRole('link', { name: "Don't have an account?" }).click();
    await expect(errorToasts(page).filter({ hasText: resultMsg })).toBeVisible();
  });

  test('§8 HTTP 504 on the sign-up link\'s need-complete call: the wrong-504 message as an error toast (F1.8)', async ({ page, sandbox }) => {
    await page.goto('/signIn');
    await configLoaded(page);
    await sandbox.setScenario('gatewayTimeout');
    await page.getByRole('link', { name: "Don't have an account?" }).click();
    await expect(errorToasts(page).filter({ hasText: en.wrong504 })).toBeVisible();
  });

  test('§8 HTTP 593 (maintenance): the browser lands on /maintenance with the title and notice the sandbox sends (F0.2)', async ({ page, sandbox }) => {
    await page.goto('/signIn');
    await configLoaded(page);
    await sandbox.setScenario('maintenance');
    const answer = page.waitForResponse((r) => r.status() === 593);
    await page.getByRole('textbox', { name: 'Mobile number, e-mail or ID' }).fill(demo.account);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(demo.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    // What the sandbox sends on 593 (packages/sandbox/src/app.ts): data.title and data.notice.
    const body = (await (await answer).json()) as { data?: { title?: string; notice?: string } };
    expect(body.data).toEqual({ title: en.maintenanceTitle, notice: en.maintenanceNotice });
    await expect(page).toHaveURL(/\/maintenance$/);
    await expect(page.getByRole('heading', { level: 1, name: en.maintenanceTitle })).toBeVisible();
    await expect(page.getByText(en.maintenanceNotice, { exact: true })).toBeVisible();
  });

  test('§8 HTTP 593: the server-supplied title and notice win over the default system-update texts (F0.2)', async ({ page, sandbox }) => {
    const title = 'Planned upgrade';
    const notice = 'Self-care is back at 06:00.';
    // The sandbox's own 593 answer, with other texts in data so they differ from the defaults.
    await page.route(/\/(?:ecare|uc)\//, async (route) => {
      const response = await route.fetch();
      if (response.status() !== 593) return route.fulfill({ response });
      const body = (await response.json()) as Record<string, unknown>;
      return route.fulfill({ response, json: { ...body, data: { title, notice } } });
    });
    await page.goto('/signIn');
    await configLoaded(page);
    await sandbox.setScenario('maintenance');
    await page.getByRole('textbox', { name: 'Mobile number, e-mail or ID' }).fill(demo.account);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(demo.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/maintenance$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(notice, { exact: true })).toBeVisible();
    await expect(page.getByText(en.maintenanceTitle, { exact: true })).toHaveCount(0);
  });
});
