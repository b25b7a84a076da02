import type { Page } from '@playwright/test';
import { catalogues, type Locale } from '@gaia/domain/messages';
import { arMatching } from './support/arabic';
import { expectNoAxeViolations } from './support/axe';
import { demo, expect, test } from './support/fixtures';

/*
 * F3.8 the sandbox payment provider's own pages (packages/sandbox/src/routes/providerPages.ts):
 * axe on every state a payer meets — the card form and its errors, the wallet form and its error,
 * the wallet "phone" with a payment waiting and with none, and the page of an unknown payment —
 * in English (light and dark) and in Arabic (dark; reached by each page's language link). axe
 * leaves Arabic text out of its contrast rule, so the English pages check both palettes' contrast.
 * The provider has no 3-D-Secure step: a valid card is charged at once.
 */

const topUp =
  'payEvent=recharge&accNbr=771234567&amount=10&currencySymbol=%24&amountDisplay=%2410.00';

/** A message of a catalogue, with its `{{name}}` values filled in. */
function text(
  locale: Locale,
  key: keyof typeof catalogues.en,
  values: Record<string, string> = {},
): string {
  return String(catalogues[locale][key]).replace(
    /\{\{(\w+)\}\}/g,
    (whole, name: string) => values[name] ?? whole,
  );
}

/** Signs the seeded individual in, chooses a method for the $10 top-up and goes on to the provider's page. */
async function openProvider(page: Page, method: 'CARD' | 'MOBILE_MONEY') {
  await page.goto('/signIn');
  await page.getByRole('textbox', { name: /Mobile number, e-mail or ID/ }).fill(demo.account);
  await page.getByRole('textbox', { name: /^Password$/ }).fill(demo.password);
  await page.getByRole('button', { name: /^Sign in$/ }).click();
  await expect(page).toHaveURL(/\/myProfile$/);
  await page.goto(`/selectPaymentMethod?${topUp}`);
  await page
    .getByRole('radio', {
      name: new RegExp(`^${text('en', `gaia_checkout_method_name_${method}`)}`),
    })
    .check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/provider\/pay\//);
}

/** The provider's page is in a language and its direction, with its title as the heading. */
async function expectPage(
  page: Page,
  locale: Locale,
  headingKey: keyof typeof catalogues.en = 'gaia_provider_title',
) {
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
  await expect(
    page.getByRole('heading', { level: 1, name: text(locale, headingKey) }),
  ).toBeVisible();
}

/**
 * The colour schemes each language is checked in: English in both, as axe checks the contrast of
 * English text only (see expectNoAxeViolations); Arabic in the dark one, as in the dark-rtl stories.
 */
const scheme = { en: ['light', 'dark'], ar: ['dark'] } as const;

/** Follows the page's link to the other language. */
async function switchTo(
  page: Page,
  locale: Locale,
  headingKey: keyof typeof catalogues.en = 'gaia_provider_title',
) {
  const other: Locale = locale === 'ar' ? 'en' : 'ar';
  await page.getByRole('link', { name: text(other, 'gaia_provider_language') }).click();
  await expectPage(page, locale, headingKey);
}

test.describe('F3.8 the payment provider’s pages pass axe in English and Arabic', () => {
  test('F3.8 card: the form and the refused entries (summary, field messages), in English and Arabic', async ({
    page,
    sandbox,
  }) => {
    void sandbox;
    await openProvider(page, 'CARD');
    for (const locale of ['en', 'ar'] as const) {
      if (locale === 'ar') await switchTo(page, 'ar');
      await expectPage(page, locale);
      await expectNoAxeViolations(page, `the card form (${locale})`, scheme[locale]);

      // A number failing the Luhn check, an expiry in the past, no CVV: every problem at once.
      await page.getByLabel(text(locale, 'gaia_provider_card_number')).fill('4242 4242 4242 4241');
      await page.getByLabel(text(locale, 'gaia_provider_expiry')).fill('01/20');
      await page
        .getByRole('button', { name: text(locale, 'gaia_provider_pay', { amount: '$10.00' }) })
        .click();
      const summary = page.getByRole('alert');
      await expect(
        summary.getByRole('heading', { name: text(locale, 'gaia_provider_error_summary') }),
      ).toBeVisible();
      await expect(
        summary.getByRole('link', { name: text(locale, 'gaia_provider_error_number_invalid') }),
      ).toBeVisible();
      await expect(
        summary.getByRole('link', { name: text(locale, 'gaia_provider_error_expiry_past') }),
      ).toBeVisible();
      await expect(page.getByLabel(text(locale, 'gaia_provider_card_number'))).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      await expectPage(page, locale);
      await expectNoAxeViolations(page, `the card form with errors (${locale})`, scheme[locale]);
    }
  });

  test('F3.8 wallet: the form and the refused phone, then the sandbox phone with the payment waiting and once approved, in English and Arabic', async ({
    page,
    context,
    sandbox,
  }) => {
    await openProvider(page, 'MOBILE_MONEY');
    for (const locale of ['en', 'ar'] as const) {
      if (locale === 'ar') await switchTo(page, 'ar');
      await page.getByLabel(text(locale, 'gaia_provider_wallet_phone')).fill('12');
      await page.getByRole('button', { name: text(locale, 'gaia_provider_wallet_submit') }).click();
      await expect(
        page
          .getByRole('alert')
          .getByRole('link', { name: text(locale, 'gaia_provider_error_phone_invalid') }),
      ).toBeVisible();
      await expect(page.getByLabel(text(locale, 'gaia_provider_wallet_phone'))).toHaveValue('12');
      await expectNoAxeViolations(
        page,
        `the wallet form with an error (${locale})`,
        scheme[locale],
      );
    }
    await page.getByLabel(text('ar', 'gaia_provider_wallet_phone')).fill('771234567');
    await page.getByRole('button', { name: text('ar', 'gaia_provider_wallet_submit') }).click();
    await expect(page).toHaveURL(/\/transaction\/TX\d+$/);

    // The sandbox "phone": the payment waiting, then none once approved.
    const phone = await context.newPage();
    await phone.goto(`${sandbox.url}/__sandbox/wallet.html?lang=en`);
    for (const locale of ['en', 'ar'] as const) {
      if (locale === 'ar') await switchTo(phone, 'ar', 'gaia_provider_approvals_title');
      await expectPage(phone, locale, 'gaia_provider_approvals_title');
      await expect(
        phone
          .getByRole('table', { name: text(locale, 'gaia_provider_approvals_caption') })
          .getByRole('row'),
      ).toHaveCount(2);
      await expectNoAxeViolations(
        phone,
        `the wallet phone with a payment waiting (${locale})`,
        scheme[locale],
      );
    }
    await phone
      .getByRole('button', { name: arMatching('gaia_provider_approve', { transaction: 'TX\\d+' }) })
      .click();
    await expect(phone.getByRole('status')).toHaveText(
      arMatching('gaia_provider_approved', { transaction: 'TX\\d+' }),
    );
    await expectNoAxeViolations(
      phone,
      'the wallet phone once the payment is approved (ar)',
      scheme.ar,
    );
  });

  test('F3.8 the sandbox phone with nothing waiting and an address that leads to no open payment, in English and Arabic', async ({
    page,
    sandbox,
  }) => {
    for (const locale of ['en', 'ar'] as const) {
      // Sandbox pages, not the portal: nothing to hydrate.
      await page.goto(`${sandbox.url}/__sandbox/wallet.html?lang=${locale}`, {
        waitUntil: 'commit',
      });
      await expectPage(page, locale, 'gaia_provider_approvals_title');
      await expect(page.getByText(text(locale, 'gaia_provider_approvals_empty'))).toBeVisible();
      await expectNoAxeViolations(
        page,
        `the wallet phone with nothing waiting (${locale})`,
        scheme[locale],
      );
      await page.goto(`${sandbox.url}/provider/pay/no-such-payment?lang=${locale}`, {
        waitUntil: 'commit',
      });
      await expectPage(page, locale);
      await expect(page.getByRole('alert')).toHaveText(text(locale, 'gaia_provider_gone'));
      await expectNoAxeViolations(page, `an unknown payment (${locale})`, scheme[locale]);
    }
  });
});
