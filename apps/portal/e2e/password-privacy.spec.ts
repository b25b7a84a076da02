import { demo, expect, test } from './support/fixtures';

test('F0.8: the password is never sent or stored in clear', async ({ page, sandbox }) => {
  void sandbox;
  await page.goto('/signIn');
  await page.getByRole('textbox', { name: 'Mobile number, e-mail or ID' }).fill(demo.account);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(demo.password);
  const loginRequest = page.waitForRequest((request) => request.url().endsWith('/ecare/user/pwdLogin'));
  await page.getByRole('button', { name: 'Sign in' }).click();
  const body = (await loginRequest).postData() ?? '';
  expect(body).not.toContain(demo.password);
  expect(JSON.parse(body)).toMatchObject({ account: demo.account });
  await expect(page).toHaveURL(/\/myProfile$/);
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(stored).not.toContain(demo.password);
});

test('F0.2: HTTP 593 sends the browser to the maintenance page', async ({ page, sandbox }) => {
  await page.goto('/signIn');
  // The backend's configuration has loaded (face login is offered) before the backend goes down.
  await expect(page.getByRole('link', { name: 'Sign in with your face' })).toBeVisible();
  await sandbox.setScenario('maintenance');
  await page.getByRole('textbox', { name: 'Mobile number, e-mail or ID' }).fill(demo.account);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(demo.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/maintenance$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('F0.2: HTTP 401 on a signed-in page leads back to sign-in', async ({ page, sandbox }) => {
  await page.goto('/signIn');
  await page.getByRole('textbox', { name: 'Mobile number, e-mail or ID' }).fill(demo.account);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(demo.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/myProfile$/);
  await sandbox.setScenario('sessionExpired');
  await page.reload();
  await expect(page).toHaveURL(/\/signIn\?t=i$/);
});
