import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  ar,
  arabicTextbox,
  arMatching,
  exactly,
  expectArabic,
  startingWith,
  type MessageKey,
  switchToArabic,
} from './support/arabic';
import { demo, expect, test } from './support/fixtures';
import { sentCode } from './support/inbox';
import { choose } from './support/signUp';

/*
 * The acceptance of issues 13 and 15 in Arabic: the journeys of sign-up.spec.ts,
 * sign-up-corporate.spec.ts, payment.spec.ts, top-up.spec.ts and step-up.spec.ts, walked after a
 * person switches the interface to Arabic with the header's language button. Every text is read
 * from the Arabic catalogue; the page must stay right to left from the switch to the end.
 */

/** A free operator number and the ID number printed on the sandbox's sample ID card (README). */
const individual = {
  mobile: '0779999321',
  idNbr: '632231457F42',
  password: 'Strong#2026',
} as const;
/** The sandbox's sample ID card (packages/sandbox/assets/ocr), which its OCR reads. */
const sampleIdCard = fileURLToPath(
  new URL('../../../packages/sandbox/assets/ocr/national-id.jpg', import.meta.url),
);
/** A new company and its representative (an operator number nobody registered). */
const company = { name: 'Moyo Freight Ltd', brn: '2019/004512', password: 'Moyo#2026' } as const;
const representative = {
  firstName: 'RUDO',
  lastName: 'MOYO',
  idNbr: '63-555555R55',
  mobile: '0779990011',
  email: 'rudo@moyo.example.com',
} as const;
const card = { number: '4242 4242 4242 4242', expiry: '12/39', cvv: '123' } as const;
/** Arabic names of reference-list entries, as the sandbox serves them (NAME_AR of packages/sandbox/src/store/referenceLists/addressLists.ts). */
const referenceAr = { titleMs: 'الآنسة أو السيدة', maritalSingle: 'أعزب' } as const;

/** Opens a page of the portal and switches it to Arabic with the header's language button. */
async function openInArabic(page: Page, path: string) {
  await page.goto(path);
  await switchToArabic(page);
}

/** Submits the sign-in form: the home opens, still in Arabic. */
async function submitSignInInArabic(page: Page) {
  await page.getByRole('button', { name: exactly(ar('gaia_signin_submit')) }).click();
  await expect(page).toHaveURL(/\/myProfile$/);
  await expectArabic(page);
}

/** The sign-up shows step `current` of its five, under the step's heading when it has one. */
async function expectSignUpStep(page: Page, current: number, headingKey?: MessageKey) {
  await expect(
    page.getByText(ar('gaia_controls_steps_position', { current, total: 5 })),
  ).toBeVisible();
  if (headingKey)
    await expect(page.getByRole('heading', { level: 2, name: ar(headingKey) })).toBeVisible();
}

/** Signs the seeded individual in after switching the sign-in page to Arabic. */
async function signInInArabic(page: Page) {
  await openInArabic(page, '/signIn');
  await arabicTextbox(page, 'gaia_signin_account_label').fill(demo.account);
  await arabicTextbox(page, 'gaia_signin_password_label', { exact: true }).fill(demo.password);
  await submitSignInInArabic(page);
}

/** On the payment-method page (the portal's, in Arabic): chooses a method and goes on to the provider's page, in Arabic too. */
async function payWith(page: Page, method: 'CARD' | 'MOBILE_MONEY') {
  await expect(page).toHaveURL(/\/(h5\/)?selectPaymentMethod\?/);
  await expect(
    page.getByRole('heading', { level: 1, name: ar('gaia_checkout_title') }),
  ).toBeVisible();
  await expectArabic(page);
  await page
    .getByRole('radio', { name: startingWith(ar(`gaia_checkout_method_name_${method}`)) })
    .check();
  await page.getByRole('button', { name: ar('gaia_checkout_pay') }).click();
  await expect(page).toHaveURL(/\/provider\/pay\//);
  await expect(
    page.getByRole('heading', { level: 1, name: ar('gaia_provider_title') }),
  ).toBeVisible();
  await expectArabic(page);
}

/** The transaction status page says the payment went through, in Arabic. */
async function expectPaid(page: Page, amount: string) {
  await expect(page).toHaveURL(/\/transaction\/TX\d+$/);
  await expect(
    page.getByRole('heading', { name: ar('gaia_checkout_status_title_SUCCESS') }),
  ).toBeVisible();
  // Inside the Arabic sentence the amount is isolated left to right (U+2066 … U+2069).
  await expect(
    page.getByText(ar('gaia_checkout_status_text_SUCCESS', { amount: `\u2066${amount}\u2069` })),
  ).toBeVisible();
  await expectArabic(page);
}

async function settings(request: APIRequestContext, url: string, values: Record<string, unknown>) {
  await request.post(`${url}/__sandbox/settings`, { data: values });
}

test.describe('issue 13 acceptance in Arabic: new accounts register and sign in (F2.4–F2.11)', () => {
  // Whole journeys (five sign-up steps, a payment round trip) beside the story run on two cores.
  test.slow();

  test('F2.4–F2.10 in Arabic: a new individual registers in the README’s five steps (ID read by OCR), then signs in with the new account', async ({
    page,
    request,
    sandbox,
  }) => {
    await openInArabic(page, '/signUp');

    // Step one: mobile, ID, terms; the code from the sandbox inbox.
    await arabicTextbox(page, 'gaia_signup_one_mobile_label').fill(individual.mobile);
    await arabicTextbox(page, 'gaia_signup_one_id_national_label').fill(individual.idNbr);
    await page
      .getByRole('checkbox', { name: startingWith(ar('gaia_signup_one_agree_label')) })
      .check();
    await page.getByRole('button', { name: exactly(ar('gaia_signup_one_next')) }).click();
    await expectSignUpStep(page, 2);
    const { code } = await sentCode(request, sandbox.url, individual.mobile);
    await page
      .getByRole('textbox', { name: new RegExp(ar('gaia_otp_input_label')) })
      .first()
      .fill(code);

    // Identity: the sample ID card read by OCR.
    await expectSignUpStep(page, 3, 'gaia_signup_identity_heading');
    await page.getByRole('button', { name: ar('gaia_signup_ocr_upload') }).click();
    const documents = page.getByRole('dialog', { name: ar('gaia_signup_ocr_choose_title') });
    await documents.getByRole('radio', { name: ar('gaia_signup_ocr_doc_national') }).check();
    const chooser = page.waitForEvent('filechooser');
    await documents.getByRole('button', { name: exactly(ar('gaia_signup_ocr_continue')) }).click();
    await (await chooser).setFiles(sampleIdCard);
    await expect(page.getByText(ar('gaia_signup_ocr_done'))).toBeVisible();
    await expect(arabicTextbox(page, 'gaia_signup_identity_first_name')).toHaveValue('TENDAI');
    await page.getByRole('button', { name: exactly(ar('gaia_signup_identity_next')) }).click();

    // Supplementary profile: the reference lists in Arabic, the address search.
    await expectSignUpStep(page, 4, 'gaia_signup_supp_heading');
    await choose(page, startingWith(ar('gaia_signup_supp_title')), referenceAr.titleMs);
    await choose(page, startingWith(ar('gaia_signup_supp_marital')), referenceAr.maritalSingle);
    await arabicTextbox(page, 'gaia_signup_supp_street').fill('12 samora machel ave');
    await page
      .getByRole('combobox', { name: startingWith(ar('gaia_signup_supp_suburb')) })
      .pressSequentially('avon');
    await page.getByRole('option', { name: 'AVONDALE' }).click();
    await choose(page, startingWith(ar('gaia_signup_supp_province')), 'HARARE');
    await choose(page, startingWith(ar('gaia_signup_supp_city')), 'HARARE');
    await choose(page, startingWith(ar('gaia_signup_supp_town')), 'BORROWDALE');
    await page.getByRole('button', { name: exactly(ar('gaia_signup_identity_next')) }).click();

    // Password, then the success dialog with the new user ID.
    await expectSignUpStep(page, 5);
    // The labels may carry the required mark after the text.
    await page
      .getByLabel(new RegExp(`^${ar('gaia_signup_flow_password_label')}\\s*\\*?$`))
      .fill(individual.password);
    await page
      .getByLabel(new RegExp(`^${ar('gaia_signup_flow_confirm_label')}\\s*\\*?$`))
      .fill(individual.password);
    await page.getByRole('button', { name: exactly(ar('gaia_signup_flow_submit')) }).click();
    const dialog = page.getByRole('dialog');
    await expect(
      dialog.getByRole('heading', { name: ar('gaia_signup_flow_success_title') }),
    ).toBeVisible();
    await expect(dialog.getByTestId('signup-user-id')).toHaveText(/^GA\d{7}$/);
    await dialog.getByRole('button', { name: ar('gaia_signup_flow_go_sign_in') }).click();

    // Sign-in with the new account, still in Arabic.
    await expect(page).toHaveURL(/\/signIn/);
    await expectArabic(page);
    await expect(arabicTextbox(page, 'gaia_signin_account_label')).toHaveValue(individual.mobile);
    await arabicTextbox(page, 'gaia_signin_password_label', { exact: true }).fill(
      individual.password,
    );
    await submitSignInInArabic(page);
  });

  test('F2.11 in Arabic: a new company registers with the code sent to its representative, then signs in with the company account', async ({
    page,
    request,
    sandbox,
  }) => {
    await openInArabic(page, '/signUp-c');
    await expect(
      page.getByRole('heading', { level: 1, name: ar('gaia_corporate_title') }),
    ).toBeVisible();

    // The company and its certificate.
    await arabicTextbox(page, 'gaia_corporate_company_name_label').fill(company.name);
    await page
      .getByRole('textbox', {
        name: startingWith(ar('gaia_corporate_brn_label').replace(/\s*\(.*$/, '')),
      })
      .pressSequentially(`${company.brn} `);
    await page.locator('input[type=file]').setInputFiles({
      name: 'certificate.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n% certificate of incorporation\n'),
    });
    await expect(
      page
        .getByRole('list', { name: ar('gaia_corporate_documents_list') })
        .getByText('certificate.pdf'),
    ).toBeVisible();
    await page.getByRole('button', { name: exactly(ar('gaia_corporate_next')) }).click();

    // The representative, with the birthday picker's Arabic month names.
    await expect(
      page.getByRole('heading', { name: ar('gaia_corporate_representative_heading') }),
    ).toBeFocused();
    await arabicTextbox(page, 'gaia_corporate_first_name_label').fill(representative.firstName);
    await arabicTextbox(page, 'gaia_corporate_last_name_label').fill(representative.lastName);
    await arabicTextbox(page, 'gaia_corporate_id_label').fill(representative.idNbr);
    const february = new Intl.DateTimeFormat('ar', { month: 'long', timeZone: 'UTC' }).format(
      Date.UTC(2000, 1, 1),
    );
    await choose(page, exactly(ar('gaia_pickers_day')), '14');
    await choose(page, exactly(ar('gaia_pickers_month')), february);
    await choose(page, exactly(ar('gaia_pickers_year')), '1988');
    await arabicTextbox(page, 'gaia_corporate_mobile_label').fill(representative.mobile);
    await arabicTextbox(page, 'gaia_corporate_email_label').fill(representative.email);
    await page.getByRole('button', { name: exactly(ar('gaia_corporate_next')) }).click();

    // The code sent to the representative's mobile.
    await expect(
      page.getByRole('heading', { name: ar('gaia_corporate_code_heading') }),
    ).toBeFocused();
    await page.getByRole('button', { name: ar('gaia_countdown_send') }).click();
    const sent = await sentCode(request, sandbox.url, representative.mobile);
    await arabicTextbox(page, 'gaia_corporate_code_label').fill(sent.code);

    // Password and terms, then the new company account.
    await expect(
      page.getByRole('heading', { name: ar('gaia_corporate_password_heading') }),
    ).toBeFocused();
    await arabicTextbox(page, 'gaia_corporate_password_label', { exact: true }).fill(
      company.password,
    );
    await arabicTextbox(page, 'gaia_corporate_confirm_label').fill(company.password);
    await page
      .getByRole('checkbox', {
        name: startingWith(ar('gaia_corporate_terms_agree').replace(/\s*\{\{.*$/, '')),
      })
      .check();
    await page.getByRole('button', { name: ar('gaia_corporate_submit') }).click();
    await expect(
      page.getByRole('heading', { name: ar('gaia_corporate_done_heading') }),
    ).toBeFocused();
    const account = (await page.getByTestId('company-account').textContent()) ?? '';
    expect(account).toMatch(/^GC\d{7}$/);

    // The corporate sign-in with the account prefilled, in Arabic.
    await page.getByRole('link', { name: ar('gaia_corporate_go_sign_in') }).click();
    await expect(page).toHaveURL(new RegExp(`/signIn\\?t=c&gaiaId=${account}$`));
    await expectArabic(page);
    await expect(
      page.getByRole('textbox', {
        name: startingWith(ar('gaia_portal_signin_company_account_label')),
      }),
    ).toHaveValue(account);
    await arabicTextbox(page, 'gaia_portal_signin_representative_label').fill(representative.idNbr);
    await arabicTextbox(page, 'gaia_portal_signin_company_password_label', { exact: true }).fill(
      company.password,
    );
    await page.getByRole('button', { name: ar('gaia_countdown_send') }).click();
    const login = await sentCode(request, sandbox.url, account);
    await arabicTextbox(page, 'gaia_otp_input_label').fill(login.code);
    await submitSignInInArabic(page);
  });
});

test.describe('issue 15 acceptance in Arabic: top-up, bill payment and step-up (F3.6–F3.10)', () => {
  // Whole journeys (five sign-up steps, a payment round trip) beside the story run on two cores.
  test.slow();

  test('F3.6 F3.8 in Arabic: a $10 top-up of the own line paid by card on the provider’s Arabic page, then the home balance grows', async ({
    page,
    sandbox,
  }) => {
    void sandbox;
    await signInInArabic(page);
    await expect(page.getByText('$12.50').first()).toBeVisible();
    // The home's line list keeps each number's order in right-to-left text: isolated left to right.
    await expect(
      page
        .getByRole('radiogroup', { name: ar('gaia_lines_list_label') })
        .getByRole('radio', { name: '\u2066+263 77 123 4567\u2069' }),
    ).toBeChecked();
    await page.goto('/topUp');
    await expect(
      page.getByRole('heading', { level: 1, name: ar('gaia_topup_title') }),
    ).toBeFocused();
    const amounts = page.getByRole('radiogroup', { name: ar('gaia_kitbalance_topup_amount') });
    await expect(amounts.getByRole('radio', { name: '$1.00' })).toBeChecked();
    await amounts.getByRole('radio', { name: '$10.00' }).check();
    const summary = page.getByText(
      ar('gaia_topup_summary', { amount: '$10.00', number: '+263 77 123 4567' }),
    );
    await expect(summary).toBeVisible();
    // The summary's number and amount are isolated left to right, so their groups keep their order.
    await expect(summary.locator('bdi[dir="ltr"]')).toHaveText(['$10.00', '+263 77 123 4567']);
    // The line's number keeps its order in the right-to-left select: isolated left to right.
    await expect(
      page.getByRole('combobox', { name: startingWith(ar('gaia_topup_line')) }),
    ).toHaveText('\u2066+263 77 123 4567\u2069');
    await page.getByRole('button', { name: ar('gaia_topup_continue') }).click();

    await payWith(page, 'CARD');
    await page.getByLabel(ar('gaia_provider_card_number')).fill(card.number);
    await page.getByLabel(ar('gaia_provider_expiry')).fill(card.expiry);
    await page.getByLabel(ar('gaia_provider_cvv')).fill(card.cvv);
    await page.getByRole('button', { name: ar('gaia_provider_pay', { amount: '$10.00' }) }).click();

    await expectPaid(page, '$10.00');
    await page.getByRole('button', { name: ar('gaia_checkout_home') }).click();
    await expect(page).toHaveURL(/\/myProfile$/);
    await expect(page.getByText('$22.50').first()).toBeVisible();
    await expectArabic(page);
  });

  test('F3.7 F3.8 in Arabic: the postpaid bill paid with the wallet, waiting for approval, approved on the sandbox phone in Arabic, then paid', async ({
    page,
    context,
    sandbox,
  }) => {
    await signInInArabic(page);
    await page.goto('/topUp?accNbr=772345678');
    const bill = page.getByRole('region', { name: ar('gaia_bill_section') });
    await expect(bill.getByText('$45.80')).toBeVisible();
    await bill.getByRole('button', { name: ar('gaia_bill_pay') }).click();
    const dialog = page.getByRole('dialog', { name: ar('gaia_bill_modal_title') });
    await dialog.getByRole('button', { name: ar('gaia_bill_continue') }).click();

    await payWith(page, 'MOBILE_MONEY');
    await page.getByLabel(ar('gaia_provider_wallet_phone')).fill('771234567');
    await page.getByRole('button', { name: ar('gaia_provider_wallet_submit') }).click();
    await expect(
      page.getByRole('heading', { name: ar('gaia_checkout_status_title_PENDING') }),
    ).toBeVisible();
    const wait = page.getByRole('alertdialog', { name: ar('gaia_order_check_please_wait_title') });
    await expect(wait).toBeVisible();

    const phone = await context.newPage();
    await phone.goto(`${sandbox.url}/__sandbox/wallet.html?lang=ar`);
    await expectArabic(phone);
    await phone
      .getByRole('button', { name: arMatching('gaia_provider_approve', { transaction: 'TX\\d+' }) })
      .click();
    await expect(phone.getByRole('status')).toHaveText(
      arMatching('gaia_provider_approved', { transaction: 'TX\\d+' }),
    );

    await wait.getByRole('button', { name: ar('gaia_checkout_check_again') }).click();
    // Money always shows two decimals.
    await expectPaid(page, '$45.80');

    // Paid in full: the bill says nothing is due.
    await page.goto('/topUp?accNbr=772345678');
    await expect(
      page
        .getByRole('region', { name: ar('gaia_bill_section') })
        .getByText(ar('gaia_bill_nothing_due')),
    ).toBeVisible();
    await expectArabic(page);
  });

  test('F3.10 in Arabic: step-up offers the face first; after a failed face comparison the Oops dialog leads to the OTP modal and a code from the inbox passes', async ({
    page,
    request,
    sandbox,
  }) => {
    await settings(request, sandbox.url, { faceComparison: 'noMatch' });
    await signInInArabic(page);
    await page.goto('/memorableWord');
    await expect(
      page.getByRole('heading', { level: 1, name: ar('gaia_stepup_memorable_title') }),
    ).toBeFocused();
    await page.getByRole('button', { name: ar('gaia_stepup_face_instead') }).click();

    const chooser = page.getByRole('dialog', { name: ar('gaia_stepup_chooser_title') });
    await expect(
      chooser.getByRole('radio', { name: startingWith(ar('gaia_stepup_method_face')) }),
    ).toBeChecked();
    await chooser.getByRole('button', { name: ar('gaia_stepup_submit') }).click();
    const face = page.getByRole('dialog', { name: ar('gaia_stepup_face_title') });
    await expect(
      face.getByRole('status').filter({ hasText: ar('gaia_face_capture_ready') }),
    ).toBeVisible();
    const take = face.getByRole('button', { name: ar('gaia_face_capture_take') });
    await expect(take).not.toHaveAttribute('aria-disabled', 'true');
    await take.click();

    const oops = page.getByRole('alertdialog', { name: ar('gaia_stepup_oops_title') });
    await expect(oops.getByText(ar('gaia_stepup_oops_text'))).toBeVisible();
    await oops.getByRole('button', { name: ar('gaia_stepup_use_otp') }).click();
    const otp = page.getByRole('dialog', { name: ar('gaia_stepup_otp_title') });
    await expect(otp.getByText(ar('gaia_stepup_otp_face_failed'))).toBeVisible();
    await otp.getByRole('button', { name: ar('gaia_stepup_otp_get') }).click();
    const { code } = await sentCode(request, sandbox.url, demo.account);
    await arabicTextbox(otp, 'gaia_stepup_otp_label').fill(code);
    await otp.getByRole('button', { name: exactly(ar('gaia_stepup_confirm')) }).click();
    await expect(
      page.getByRole('status').filter({ hasText: ar('gaia_stepup_passed') }),
    ).toBeVisible();
    await expectArabic(page);
  });
});
