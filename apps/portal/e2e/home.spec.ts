import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { demo, expect, test } from './support/fixtures';
import { sentCode } from './support/inbox';

/** The seeded company (packages/sandbox/src/store/seed.ts): 60 lines, no preferred line yet. */
const corporate = { account: 'ACME001', representativeIdNbr: 'RP12345', password: 'Corp#2026' } as const;

async function signInIndividual(page: Page, who: { account: string; password: string } = demo, query = '') {
  await page.goto(`/signIn${query}`);
  await page.getByRole('textbox', { name: /Mobile number, e-mail or ID|رقم الجوال/ }).fill(who.account);
  await page.getByRole('textbox', { name: /^(Password|كلمة المرور)$/ }).fill(who.password);
  await page.getByRole('button', { name: /^(Sign in|تسجيل الدخول)$/ }).click();
  await expect(page).toHaveURL(/\/myProfile$/);
}

async function signInCorporate(page: Page, request: APIRequestContext, sandboxUrl: string) {
  await page.goto('/signIn?t=c');
  await page.getByRole('textbox', { name: 'Company account' }).fill(corporate.account);
  await page.getByRole('textbox', { name: 'Representative ID number' }).fill(corporate.representativeIdNbr);
  await page.getByRole('textbox', { name: 'Company password', exact: true }).fill(corporate.password);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeVisible();
  const sent = await sentCode(request, sandboxUrl, corporate.account);
  await page.getByRole('textbox', { name: 'Verification code' }).fill(sent!.code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/myProfile$/);
}

/** The subscriber info card and the balance card, by their headings. */
const subscriberCard = (page: Page) => page.locator('section').filter({ has: page.getByRole('heading', { name: 'My number', exact: true }) });
const balanceCard = (page: Page) => page.locator('section').filter({ has: page.getByRole('heading', { name: 'Balance', exact: true }) });

test.describe('F3.2–F3.5 the home at /myProfile', () => {
  test('F3.2 F3.4 individual: the main line is shown with every kind of allowance; switching to the postpaid line shows its credit limit', async ({ page, sandbox }) => {
    void sandbox;
    await signInIndividual(page);
    await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${demo.name}` })).toBeVisible();
    const lines = page.getByRole('radiogroup', { name: 'Choose the line to show' });
    await expect(lines.getByRole('radio')).toHaveCount(3);
    await expect(lines.getByRole('radio', { name: /\+263 77 123 4567/ })).toBeChecked();
    await expect(subscriberCard(page).getByText('+263 77 123 4567')).toBeVisible();
    await expect(balanceCard(page).getByText('$12.50')).toBeVisible();
    await expect(balanceCard(page).getByRole('meter', { name: 'WhatsApp' })).toBeVisible();
    await expect(balanceCard(page).getByText('Almost used up')).toBeVisible();

    await lines.getByRole('radio', { name: /\+263 77 234 5678/ }).check();
    await expect(subscriberCard(page).getByText('+263 77 234 5678')).toBeVisible();
    await expect(balanceCard(page).getByText('Credit limit')).toBeVisible();
    await expect(balanceCard(page).getByText('$100.00')).toBeVisible();
  });

  test('F3.2 F3.3 corporate: prompted for a main line, searches any of its 60 numbers, sets one, and the same number again is refused', async ({ page, request, sandbox }) => {
    await signInCorporate(page, request, sandbox.url);
    const prompt = page.getByRole('region', { name: 'Choose your main line' });
    await expect(prompt).toBeVisible();
    await prompt.getByRole('button', { name: 'Later' }).click();
    await expect(page.getByText('60 lines')).toBeVisible();
    await page.getByRole('textbox', { name: /^Mobile number/ }).fill('077 555 0042');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(subscriberCard(page).getByText('+263 77 555 0042')).toBeVisible();

    await page.getByRole('button', { name: 'Set main line' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set main line' });
    await dialog.getByRole('textbox', { name: /^Mobile number/ }).fill('775550007');
    await dialog.getByRole('button', { name: 'Set as main line' }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(page.getByRole('region', { name: 'Choose your main line' })).toBeHidden();
    await expect(subscriberCard(page).getByText('+263 77 555 0007')).toBeVisible();
    await page.getByRole('button', { name: 'Set main line' }).click();
    await dialog.getByRole('textbox', { name: /^Mobile number/ }).fill('+263 77 555 0007');
    await dialog.getByRole('button', { name: 'Set as main line' }).click();
    await expect(dialog.getByText('This number is already your main line.')).toBeVisible();
  });

  test('F3.3 individual: the main line is tagged, Set is disabled on it, and choosing the eSIM makes it the main line (no prompt: one exists)', async ({ page, sandbox }) => {
    void sandbox;
    await signInIndividual(page);
    await expect(subscriberCard(page).getByText('+263 77 123 4567')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Choose your main line' })).toBeHidden();
    await page.getByRole('button', { name: 'Set main line' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set main line' });
    await expect(dialog.getByRole('button', { name: 'Set as main line' })).toHaveAttribute('aria-disabled', 'true');
    await dialog.getByRole('radio', { name: /\+263 78 345 6789/ }).check();
    await dialog.getByRole('button', { name: 'Set as main line' }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(subscriberCard(page).getByText('+263 78 345 6789')).toBeVisible();
    await expect(subscriberCard(page).getByText('Main line')).toBeVisible();
  });

  test('F3.5 keyboard only: a data booster is bought and the balance goes down', async ({ page, sandbox }) => {
    void sandbox;
    await signInIndividual(page);
    await expect(balanceCard(page).getByText('$12.50')).toBeVisible();
    const booster = page.getByRole('button', { name: 'Booster for Data' });
    await booster.focus();
    await page.keyboard.press('Enter');
    const offers = page.getByRole('dialog', { name: 'Boosters for Data' });
    await expect(offers.getByRole('button', { name: /^Buy Data Booster 1 GB/ })).toBeVisible();
    // Tab to the first offer from the dialog (its close button comes first).
    await page.keyboard.press('Tab');
    while (!(await offers.getByRole('button', { name: /^Buy Data Booster 1 GB/ }).evaluate((el) => el === document.activeElement))) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: 'Buy this booster?' });
    await expect(confirm.getByText(/Data Booster 1 GB for \$2\.00 on \+263 77 123 4567/)).toBeVisible();
    const box = await confirm.boundingBox();
    if (page.viewportSize()!.width > 464) expect(Math.round(box!.width)).toBe(424);
    const buy = confirm.getByRole('button', { name: 'Buy now' });
    while (!(await buy.evaluate((el) => el === document.activeElement))) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const result = page.getByRole('dialog', { name: 'Purchased successfully' });
    await expect(result.getByText(/^VAS\d{14}$/)).toBeVisible();
    await expect(result.getByRole('button', { name: 'View order' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(result).toBeHidden();
    await expect(balanceCard(page).getByText('$10.50')).toBeVisible();
    await expect(booster).toBeFocused();
  });

  test('F3.2 F3.4 the home passes axe (WCAG 2.2 A and AA) in English and in Arabic', async ({ page, sandbox }) => {
    void sandbox;
    const axe = () => new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
    await signInIndividual(page);
    await expect(balanceCard(page).getByText('$12.50')).toBeVisible();
    expect((await axe().include('main').analyze()).violations).toEqual([]);

    await page.context().clearCookies();
    await page.evaluate(() => window.localStorage.clear());
    await signInIndividual(page, demo, '?lang=ar');
    await expect(page.locator('[dir="rtl"]').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'الرصيد', exact: true })).toBeVisible();
    expect((await axe().include('main').analyze()).violations).toEqual([]);
  });
});
