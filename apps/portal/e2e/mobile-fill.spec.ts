import { expect, test } from './support/fixtures';
import { sentCode } from './support/inbox';

/** The seeded customer who signed up with an e-mail only, her profile complete (packages/sandbox/src/store/seed.ts, profiles.ts). */
const chipo = { email: 'chipo.banda@example.com', password: 'Chipo#2026' } as const;
/** A free operator number. */
const newMobile = '0779999999';

test.describe('mobile-fill dialog (spec 02 §5, §7; issue 13)', () => {
  test('an e-mail customer is asked for a mobile after sign-in, confirms it with a code, and is not asked again', async ({ page, request, sandbox }) => {
    await page.goto('/signIn');
    await page.getByRole('textbox', { name: /Mobile number, e-mail or ID/ }).fill(chipo.email);
    await page.getByRole('textbox', { name: /^Password$/ }).fill(chipo.password);
    await page.getByRole('button', { name: /^Sign in$/ }).click();

    const dialog = page.getByRole('dialog', { name: 'Add your mobile number' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox', { name: /^Mobile number/ }).fill(newMobile);
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await expect(dialog.getByText(`We sent a code to ${newMobile}.`)).toBeVisible();
    const { code } = await sentCode(request, sandbox.url, newMobile);
    await dialog.getByRole('textbox', { name: /^Verification code/ }).fill(code);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Your mobile number is saved.')).toBeVisible();
    await expect(dialog).toBeHidden();

    // After a reload the server says there is nothing to fill: the dialog stays away.
    const asked = page.waitForResponse((response) => response.url().endsWith('/ecare/gaia/register/need-fillup-mobile'));
    await page.reload();
    expect(((await (await asked).json()) as { data: { fillUpFlag: string } }).data.fillUpFlag).toBe('N');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(dialog).toHaveCount(0);
  });
});
