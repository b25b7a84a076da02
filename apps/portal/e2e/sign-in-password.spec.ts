import { demo, expect, test } from './support/fixtures';

test.describe('F1.2 individual password sign-in', () => {
  test('signs in with the seeded user and lands on /myProfile with name and user code (F1.12)', async ({ page, sandbox }) => {
    void sandbox;
    await page.goto('/signIn');
    await page.getByRole('textbox', { name: 'Mobile number, e-mail or ID' }).fill(' 077 123 4567 ');
    // F1.2: spaces are removed as typed.
    await expect(page.getByRole('textbox', { name: 'Mobile number, e-mail or ID' })).toHaveValue('0771234567');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(demo.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/myProfile$/);
    await expect(page.getByRole('heading', { name: `Welcome, ${demo.name}` })).toBeVisible();
    await expect(page.getByTestId('user-code')).toHaveText(demo.userCode);
  });

  test('F4.1 sign-in asked for by a page returns there (same-origin redirect only)', async ({ page, sandbox }) => {
    void sandbox;
    const signIn = async (search: string) => {
      await page.goto(`/signIn${search}`);
      await page.getByRole('textbox', { name: 'Mobile number, e-mail or ID' }).fill(demo.account);
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill(demo.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
    };
    await signIn(`?redirect=${encodeURIComponent('/shop/favourites')}`);
    await expect(page).toHaveURL(/\/shop\/favourites$/);
    await page.evaluate(() => window.localStorage.clear());
    // Another site is never a way back: the home instead.
    await signIn(`?redirect=${encodeURIComponent('//example.com/x')}`);
    await expect(page).toHaveURL(/\/myProfile$/);
  });

  test('a wrong password shows the server message and clears the password (F1.7)', async ({ page, sandbox }) => {
    void sandbox;
    await page.goto('/signIn');
    await page.getByRole('textbox', { name: 'Mobile number, e-mail or ID' }).fill(demo.account);
    const password = page.getByRole('textbox', { name: 'Password', exact: true });
    await password.fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('The account or password is incorrect.');
    await expect(password).toHaveValue('');
    await expect(password).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'Mobile number, e-mail or ID' })).toHaveValue(demo.account);
    await expect(page).toHaveURL(/\/signIn$/);
  });

  test('submit stays disabled until both fields are filled (F1.7)', async ({ page, sandbox }) => {
    void sandbox;
    await page.goto('/signIn');
    const submit = page.getByRole('button', { name: 'Sign in' });
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await page.getByRole('textbox', { name: 'Mobile number, e-mail or ID' }).fill(demo.account);
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(demo.password);
    await expect(submit).not.toHaveAttribute('aria-disabled', 'true');
  });

  test('the server answers in Arabic when the page is Arabic', async ({ page, sandbox }) => {
    void sandbox;
    await page.goto('/signIn?lang=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('textbox', { name: 'رقم الجوال أو البريد الإلكتروني أو الهوية' }).fill(demo.account);
    await page.getByRole('textbox', { name: 'كلمة المرور', exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await expect(page.getByRole('alert')).toHaveText('الحساب أو كلمة المرور غير صحيحة.');
  });
});
