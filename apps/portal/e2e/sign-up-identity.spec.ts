import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { choose, chooseAvondaleAddress, passStepOne } from './support/signUp';

/** A valid operator number nobody registered, and the number printed on the sandbox's sample ID card. */
const newcomer = { mobile: '0779999999', idNbr: '632231457F42' } as const;
/** The sandbox's sample ID card (packages/sandbox/assets/ocr), which its OCR reads. */
const sampleIdCard = fileURLToPath(
  new URL('../../../packages/sandbox/assets/ocr/national-id.jpg', import.meta.url),
);

/** Step one (mobile, ID, terms) and the code from the sandbox inbox: reading A goes on to the identity step. */
async function toIdentityStep(page: Page, request: APIRequestContext, url: string) {
  await page.goto('/signUp');
  // The page takes clicks once its scripts run (the fixture's page waits for this too; a page of another browser does not).
  await page.waitForFunction(
    () => document.getElementById('root')?.hasAttribute('data-hydrating') === false,
  );
  await passStepOne(page, request, url, newcomer);
  await expect(page.getByRole('heading', { level: 2, name: 'Identity details' })).toBeVisible();
}

/** Opens the document choice for a scan or an upload, and continues with the national ID card. */
async function chooseDocument(page: Page, action: 'Scan your ID' | 'Upload a photo of your ID') {
  await page.getByRole('button', { name: action }).click();
  const dialog = page.getByRole('dialog', { name: 'Which document do you have?' });
  await dialog.getByRole('radio', { name: 'National ID card' }).check();
  return dialog.getByRole('button', { name: 'Continue' });
}

/** The file chooser a click opens, given the sample ID card. */
async function chooseSample(page: Page, click: () => Promise<void>) {
  const chooser = page.waitForEvent('filechooser');
  await click();
  await (await chooser).setFiles(sampleIdCard);
}

async function expectPrefilled(page: Page) {
  await expect(
    page.getByText('Your details were read from your ID. Check them before going on.'),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^First name/ })).toHaveValue('TENDAI');
  await expect(page.getByRole('textbox', { name: /^Last name/ })).toHaveValue('MOYO');
  await expect(page.getByRole('radio', { name: 'Female' })).toBeChecked();
}

/** Chooses an option of a select (the kit's listbox popup). */
test.describe('sign-up identity details (F2.4–F2.6, F2.20)', () => {
  test('F2.5 a photo of the sample ID card fills in the identity; the supplementary profile; on to the password', async ({
    page,
    request,
    sandbox,
  }) => {
    await toIdentityStep(page, request, sandbox.url);
    const next = await chooseDocument(page, 'Upload a photo of your ID');
    await chooseSample(page, () => next.click());
    await expectPrefilled(page);
    // The picture OCR read is the copy of the ID too.
    await expect(
      page.getByRole('group', { name: /^Copy of your ID/ }).getByText('national-id.jpg'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page.getByRole('heading', { level: 2, name: 'Personal details' })).toBeVisible();
    await choose(page, /^Title/, 'Ms');
    await choose(page, /^Marital status/, 'Single');
    await page.getByRole('textbox', { name: /^Street address/ }).fill('12 samora machel ave');
    await expect(page.getByRole('textbox', { name: /^Street address/ })).toHaveValue(
      '12 SAMORA MACHEL AVE',
    );
    await chooseAvondaleAddress(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(/Step 5 of 5/)).toBeVisible();
    // Back keeps what OCR filled in.
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('textbox', { name: /^Last name/ })).toHaveValue('MOYO');
  });

  test('F2.5 a scan OCR cannot read leaves the form to fill in; F2.4 a birthday under 16 cannot be chosen', async ({
    page,
    request,
    sandbox,
  }) => {
    await toIdentityStep(page, request, sandbox.url);
    await (await chooseDocument(page, 'Scan your ID')).click();
    // The fake camera's picture is no sample: not readable.
    const take = page
      .getByRole('dialog', { name: 'Scan your ID' })
      .getByRole('button', { name: 'Take picture' });
    await expect(take).not.toHaveAttribute('aria-disabled', 'true');
    await take.click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'We could not read this document.' }),
    ).toBeVisible();
    await page.getByRole('textbox', { name: /^First name/ }).fill('rudo');
    await expect(page.getByRole('textbox', { name: /^First name/ })).toHaveValue('RUDO');

    // The youngest year offered is 16 years back; in it, no day after today can be chosen.
    const now = new Date();
    const birthday = page.getByRole('group', { name: /^Date of birth/ });
    const year = birthday.getByRole('combobox', { name: 'Year' });
    await year.click();
    await expect(page.getByRole('option').first()).toHaveText(String(now.getFullYear() - 16));
    await page.getByRole('option').first().click();
    const months = birthday.getByRole('combobox', { name: 'Month' });
    await months.click();
    if (now.getMonth() < 11)
      await expect(page.getByRole('option').nth(now.getMonth() + 1)).toHaveAttribute(
        'aria-disabled',
        'true',
      );
    await page.getByRole('option').nth(now.getMonth()).click();
    await birthday.getByRole('combobox', { name: 'Day' }).click();
    if (now.getDate() < 28)
      await expect(
        page.getByRole('option', { name: String(now.getDate() + 1), exact: true }),
      ).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Choose your date of birth.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Identity details' })).toBeVisible();
  });
});

/** A file of the given name and first bytes, as the upload control checks them. */
const fileOf = (name: string, mimeType: string, head: string) => ({ name, mimeType, buffer: Buffer.from(head, 'latin1') });

test.describe('the ID copy upload (F2.18)', () => {
  test('F2.18 allowed types, required marker and help; a wrong type is refused; an image previews, a PDF shows its icon; Re-upload and remove', async ({
    page,
    request,
    sandbox,
  }) => {
    await toIdentityStep(page, request, sandbox.url);
    const copy = page.getByRole('group', { name: /^Copy of your ID/ });
    await expect(copy.getByText(/^Allowed types: .*jpg.*pdf/)).toBeVisible();
    await expect(copy.getByText('*', { exact: true })).toBeVisible();
    await copy.getByRole('button', { name: /Copy of your ID/ }).first().hover();
    await expect(page.getByRole('tooltip')).toHaveText('A clear photo or scan of the whole document, every corner showing.');

    const chooseFile = async (button: 'Upload' | 'Re-upload', file: string | ReturnType<typeof fileOf>) => {
      const chooser = page.waitForEvent('filechooser');
      await copy.getByRole('button', { name: button, exact: true }).click();
      await (await chooser).setFiles(file);
    };
    await chooseFile('Upload', fileOf('notes.txt', 'text/plain', 'just some notes'));
    await expect(copy.getByText('This file type is not supported.', { exact: true })).toBeVisible();
    await expect(copy.getByRole('button', { name: 'Upload', exact: true })).toBeVisible();

    await chooseFile('Upload', sampleIdCard);
    await expect(copy.getByRole('img', { name: 'Preview of national-id.jpg' })).toBeVisible();
    await expect(copy.getByText('This file type is not supported.', { exact: true })).toBeHidden();

    await chooseFile('Re-upload', fileOf('id-copy.pdf', 'application/pdf', '%PDF-1.4\n%sample\n'));
    await expect(copy.getByText('id-copy.pdf', { exact: true })).toBeVisible();
    // A document has an icon in place of a picture.
    await expect(copy.getByRole('img')).toHaveCount(0);
    await copy.getByRole('button', { name: 'Remove id-copy.pdf' }).click();
    await expect(copy.getByText('id-copy.pdf', { exact: true })).toBeHidden();
    await expect(copy.getByRole('button', { name: 'Upload', exact: true })).toBeVisible();
  });
});

const SYSTEM_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

test.describe('without camera permission (F2.20)', () => {
  test('camera denied: the message says so, and uploading a photo instead still fills in the identity', async ({
    playwright,
    request,
    sandbox,
  }) => {
    // A browser that refuses the camera, as for a person who said no: a camera exists, every permission prompt is denied.
    const browser = await playwright.chromium.launch({
      executablePath: existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--use-fake-device-for-media-stream',
        '--deny-permission-prompts',
      ],
    });
    try {
      const context = await browser.newContext({ baseURL: sandbox.url });
      const page = await context.newPage();
      await toIdentityStep(page, request, sandbox.url);
      await (await chooseDocument(page, 'Scan your ID')).click();
      const dialog = page.getByRole('dialog', { name: 'Scan your ID' });
      await expect(dialog.getByText(/This page is not allowed to use the camera/)).toBeVisible();
      await chooseSample(page, () =>
        dialog.getByRole('button', { name: 'Upload a photo instead' }).click(),
      );
      await expectPrefilled(page);
    } finally {
      await browser.close();
    }
  });
});
