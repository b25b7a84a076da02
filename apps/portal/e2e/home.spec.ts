import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { demo, expect, test } from './support/fixtures';
import { openSignedIn, signIn, signInCorporate } from './support/signIn';

/** The subscriber info card and the balance card, by their headings. */
const subscriberCard = (page: Page) => page.locator('section').filter({ has: page.getByRole('heading', { name: 'My number', exact: true }) });
const balanceCard = (page: Page) => page.locator('section').filter({ has: page.getByRole('heading', { name: 'Balance', exact: true }) });

test.describe('F3.2–F3.5 the home at /myProfile', () => {
  test('F3.2 F3.4 individual: the main line is shown with every kind of allowance; switching to the postpaid line shows its credit limit', async ({ page, sandbox }) => {
    void sandbox;
    await openSignedIn(page);
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
    await openSignedIn(page);
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
    await openSignedIn(page);
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
    // A keyboard user presses Escape once the dialog holds the focus (it moves there as it opens).
    await expect.poll(() => result.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(result).toBeHidden();
    await expect(balanceCard(page).getByText('$10.50')).toBeVisible();
    await expect(booster).toBeFocused();
  });

  test('F3.11 F3.12 an individual without a face photo adds one from the account panel, then requests new lines from the menu', async ({ page, sandbox }) => {
    void sandbox;
    // Farai (seed): no face photo, one line of the five an individual may hold.
    const farai = { account: '0782345678', password: 'Farai#2026' };
    await signIn(page, farai);
    // His profile is incomplete: the home asks for it first (F2.12).
    await page.getByRole('alertdialog', { name: 'Complete your profile' }).getByRole('button', { name: 'Fulfil now' }).click();
    await page.getByRole('textbox', { name: /^Street address/ }).fill('7 main road');
    await page.getByRole('textbox', { name: /^Suburb or village/ }).fill('borrowdale');
    await page.locator('input[type="file"]').setInputFiles({ name: 'id-copy.jpg', mimeType: 'image/jpeg', buffer: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1]) });
    await expect(page.getByText('id-copy.jpg', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page).toHaveURL(/\/myProfile$/);
    await page.getByRole('button', { name: 'Account panel' }).click();
    await page.getByRole('button', { name: 'Face information' }).click();
    const face = page.getByRole('dialog', { name: 'Face information' });
    await expect(face.getByText('No face information')).toBeVisible();
    await face.getByRole('button', { name: 'Add face' }).click();
    const take = face.getByRole('button', { name: 'Take photo' });
    await expect(take).not.toHaveAttribute('aria-disabled', 'true');
    await take.click();
    await expect(page.getByText('Your face photo is added.')).toBeVisible();
    await expect(face).toBeHidden();
    await page.getByRole('button', { name: 'Account panel' }).click();
    await page.getByRole('button', { name: 'Face information' }).click();
    await expect(face.getByRole('img', { name: 'Your enrolled face photo' })).toBeVisible();
    // The footer's Close (the dialog's header has a close icon of the same name).
    await face.getByRole('button', { name: 'Close' }).last().click();

    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Request new lines' }).click();
    const lines = page.getByRole('dialog', { name: 'Request new lines' });
    // An individual may request up to what is left of the limit, and the count opens there.
    await expect(lines.getByText('You can request from 1 to 4 lines.')).toBeVisible();
    const count = lines.getByRole('spinbutton', { name: /Number of lines/ });
    await expect(count).toHaveValue('4');
    const decrease = lines.getByRole('button', { name: 'Decrease' });
    await decrease.click();
    await decrease.click();
    await expect(count).toHaveValue('2');
    await lines.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Your request for 2 new lines has been received.')).toBeVisible();
    await expect(lines).toBeHidden();
  });

  test('F3.2 F3.4 the home passes axe (WCAG 2.2 A and AA) in English and in Arabic, light and dark', async ({ page, sandbox }) => {
    void sandbox;
    const axe = () => new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
    await openSignedIn(page);
    await expect(balanceCard(page).getByText('$12.50')).toBeVisible();
    expect((await axe().include('main').analyze()).violations).toEqual([]);

    // A device in dark mode: the portal follows it live, and its colours hold AA there too.
    await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
    await expect(page.locator('[data-root]')).toHaveAttribute('data-theme', 'dark');
    expect((await axe().analyze()).violations).toEqual([]);
    await page.emulateMedia({ colorScheme: 'light' });

    await page.context().clearCookies();
    await page.evaluate(() => window.localStorage.clear());
    await signIn(page, demo, { query: '?lang=ar' });
    await expect(page.locator('[dir="rtl"]').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'الرصيد', exact: true })).toBeVisible();
    expect((await axe().include('main').analyze()).violations).toEqual([]);
  });
});
