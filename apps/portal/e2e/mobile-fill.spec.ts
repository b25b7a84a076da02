import type { APIRequestContext } from '@playwright/test';
import { encryptPassword } from '@gaia/domain';
import { expect, test } from './support/fixtures';
import { sentCode } from './support/inbox';

/** The seeded customer who signed up with an e-mail only (packages/sandbox/src/store/seed.ts, emailOnly). */
const chipo = { email: 'chipo.banda@example.com', password: 'Chipo#2026', userId: 'U-1006' } as const;
/** A free operator number. */
const newMobile = '0779999999';

/**
 * Completes Chipo's profile through the sandbox, as /complete would (the completion prompt comes
 * first, F2.12): her contact number is another operator's, so she still has no mobile for codes.
 */
async function completeChiposProfile(request: APIRequestContext, url: string): Promise<void> {
  const items = await (await request.post(`${url}/uc/common/config/items`, { data: {} })).json();
  const publicKey = (items.data as { code: string; value: string }[]).find((item) => item.code === 'PASSWORD_RSA_PUBLIC_KEY')!.value;
  const login = await request.post(`${url}/ecare/user/pwdLogin`, { data: { account: chipo.email, password: await encryptPassword(publicKey, chipo.password) } });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const headers = { token };
  const acquired = await request.post(`${url}/uc/profile/acquire/individual`, { headers, data: { userId: chipo.userId, scopes: ['BASIC'] } });
  const { partyId } = ((await acquired.json()) as { data: { partyId: string } }).data;
  const update = await request.post(`${url}/uc/profile/update/individual`, {
    headers,
    data: {
      forceCheck: true,
      engageLevels: ['REGISTER'],
      profile: {
        partyId,
        firstName: 'CHIPO',
        lastName: 'BANDA',
        gender: 'female',
        birthday: '19920614',
        nationality: 'ZWE',
        idType: 'ID',
        idNbr: '63-444444D44',
        contactNbr: '0712345678',
        defaultAddr: { detailAddr1: '3 LOMAGUNDI ROAD', detailAddr2: 'AVONDALE', actionType: 'A' },
        attachments: [{ attachmentType: 1, fileName: 'id.jpg', filePath: 'uploads/F-1/id.jpg', actionType: 'A' }],
      },
    },
  });
  expect(((await update.json()) as { code: string }).code).toBe('200');
}

test.describe('mobile-fill dialog (spec 02 §5, §7; issue 13)', () => {
  test('an e-mail customer is asked for a mobile after sign-in, confirms it with a code, and is not asked again', async ({ page, request, sandbox }) => {
    await completeChiposProfile(request, sandbox.url);
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
