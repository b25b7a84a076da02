import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import { sentCode } from './inbox';

/**
 * On /signUp: step one (mobile, ID number, terms), Next, then the code the sandbox "sent" to the
 * mobile typed into step two.
 */
export async function passStepOne(page: Page, request: APIRequestContext, sandboxUrl: string, { mobile, idNbr }: { mobile: string; idNbr: string }): Promise<void> {
  await page.getByRole('textbox', { name: /^Mobile number/ }).fill(mobile);
  await page.getByRole('textbox', { name: /^National ID number/ }).fill(idNbr);
  await page.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }).check();
  const next = page.getByRole('button', { name: 'Next' });
  await expect(next).not.toHaveAttribute('aria-disabled', 'true');
  await next.click();
  await expect(page.getByText(/Step 2 of/)).toBeVisible();
  const { code } = await sentCode(request, sandboxUrl, mobile);
  await page.getByRole('textbox', { name: /code/i }).first().fill(code);
}

/** Chooses an option of a select (the kit's listbox popup), once the select is enabled. */
export async function choose(page: Page, label: RegExp, option: string): Promise<void> {
  const select = page.getByRole('combobox', { name: label });
  await expect(select).not.toHaveAttribute('aria-disabled', 'true');
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * The supplementary step's address below the street: the suburb found by searching "avon", then
 * province, city and town, each select enabled by the one before.
 */
export async function chooseAvondaleAddress(page: Page): Promise<void> {
  await page.getByRole('combobox', { name: /^Suburb or village/ }).pressSequentially('avon');
  await page.getByRole('option', { name: 'AVONDALE' }).click();
  await choose(page, /^Province/, 'HARARE');
  await choose(page, /^City/, 'HARARE');
  await choose(page, /^Town/, 'BORROWDALE');
}
