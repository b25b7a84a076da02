import { expect, test } from './support/fixtures';
import { sentCode } from './support/inbox';
import { openSignedIn, signIn } from './support/signIn';

/** Seeded customers (packages/sandbox/src/store/seed.ts, store/profiles.ts). */
const farai = { account: '0782345678', password: 'Farai#2026' } as const;
const tendai = { account: '0774567890', password: 'Tendai#2026' } as const;
const beta = { account: 'BETA002', representativeIdNbr: 'RP67890', password: 'Beta#2026', contact: 'office@betafarms.example.com' } as const;

/** A small JPEG (the upload control checks the first bytes). */
const idCopy = { name: 'id-copy.jpg', mimeType: 'image/jpeg', buffer: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1]) };

test.describe('profile completion, under-16, my details (F2.12, F2.13)', () => {
  test('F2.12: an incomplete profile is prompted after sign-in, /complete completes it, the prompt is gone at the next sign-in', async ({ page, sandbox }) => {
    void sandbox;
    await signIn(page, farai);
    const prompt = page.getByRole('alertdialog', { name: 'Complete your profile' });
    await expect(prompt).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(prompt).toBeVisible();
    await prompt.getByRole('button', { name: 'Fulfil now' }).click();
    await expect(page).toHaveURL(/\/complete$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Complete your profile' })).toBeFocused();
    await page.getByRole('textbox', { name: /^Street address/ }).fill('7 main road');
    await page.getByRole('textbox', { name: /^Suburb or village/ }).fill('borrowdale');
    await page.locator('input[type="file"]').setInputFiles(idCopy);
    await expect(page.getByText('id-copy.jpg', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page).toHaveURL(/\/myProfile$/);
    await expect(prompt).toBeHidden();

    await page.evaluate(() => window.localStorage.clear());
    await signIn(page, farai);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });

  test('F2.12: the partial company is sent to /complete-c and completes its profile', async ({ page, request, sandbox }) => {
    await page.goto('/signIn?t=c');
    await page.getByRole('textbox', { name: 'Company account' }).fill(beta.account);
    await page.getByRole('textbox', { name: 'Representative ID number' }).fill(beta.representativeIdNbr);
    await page.getByRole('textbox', { name: 'Company password', exact: true }).fill(beta.password);
    await page.getByRole('button', { name: 'Send code' }).click();
    const sent = await sentCode(request, sandbox.url, beta.account);
    await page.getByRole('textbox', { name: 'Verification code' }).fill(sent!.code);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alertdialog', { name: 'Complete your profile' }).getByRole('button', { name: 'Fulfil now' }).click();
    await expect(page).toHaveURL(/\/complete-c$/);
    await page.getByRole('textbox', { name: /^Company registration number/ }).fill('5678/2019');
    await page.getByRole('textbox', { name: /^Mobile number/ }).fill('0775550002');
    await page.getByRole('textbox', { name: /^Street address/ }).fill('1 farm road');
    await page.getByRole('textbox', { name: /^Suburb or village/ }).fill('marondera');
    await page.locator('input[type="file"]').setInputFiles({ ...idCopy, name: 'certificate.jpg' });
    await expect(page.getByText('certificate.jpg', { exact: true })).toBeVisible();
    await page.getByRole('textbox', { name: /^Bank$/ }).fill('CBZ');
    await page.getByRole('textbox', { name: /^Account number/ }).fill('12');
    await page.getByRole('textbox', { name: /^Account name/ }).fill('Beta Farms');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    // A bad account number is named on its field; nothing typed is lost.
    await expect(page.getByText('An account number has 6 to 20 digits')).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Street address/ })).toHaveValue('1 FARM ROAD');
    await page.getByRole('textbox', { name: /^Account number/ }).fill('0099887766');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page).toHaveURL(/\/myProfile$/);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });

  test('F2.13: a customer under 16 is blocked', async ({ page, sandbox }) => {
    void sandbox;
    await signIn(page, tendai, { landing: /\/(myProfile|underAge)$/ });
    await expect(page).toHaveURL(/\/underAge$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Not available yet' })).toBeVisible();
    await expect(page.getByText('You are not yet 16 years old, so you cannot use the services yet.')).toBeVisible();
  });

  test('My details: edit a delivery address and see it after a reload', async ({ page, sandbox }) => {
    void sandbox;
    await openSignedIn(page);
    await page.goto('/myDetails');
    await expect(page.getByRole('heading', { level: 1, name: 'My details' })).toBeVisible();
    // The stored birthday (YYYYMMDD) is shown with the configured date pattern.
    await expect(page.getByRole('definition').filter({ hasText: '12th Apr 1990' })).toBeVisible();
    await expect(page.getByText('TARIRO MOYO', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Edit address for Tariro Moyo' }).click();
    const detail = page.getByRole('textbox', { name: /address detail|Address/i }).first();
    await detail.fill('99 Borrowdale Road');
    await page.getByRole('form').getByRole('button', { name: /^Save/ }).click();
    await expect(page.getByText('99 Borrowdale Road')).toBeVisible();
    await page.reload();
    await expect(page.getByText('99 Borrowdale Road')).toBeVisible();
  });
});
