import type { APIRequestContext, Page, Request } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { openSignedIn } from './support/signIn';

const topUp = 'payEvent=recharge&accNbr=771234567&amount=10&currencySymbol=%24&amountDisplay=%2410.00';
const card = { number: '4242 4242 4242 4242', expiry: '12/39', cvv: '123' };

/** Opens the payment page for the $10 top-up and continues with a method. */
async function choose(page: Page, method: 'Bank card' | 'Mobile money wallet') {
  await page.goto(`/selectPaymentMethod?${topUp}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose how to pay' })).toBeFocused();
  await page.getByRole('radio', { name: new RegExp(`^${method}`) }).check();
}

async function payByCard(page: Page, number = card.number) {
  await expect(page.getByRole('heading', { level: 1, name: /GAIA Pay/ })).toBeVisible();
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry date (MM/YY)').fill(card.expiry);
  await page.getByLabel('Security code (CVV)').fill(card.cvv);
  await page.getByRole('button', { name: 'Pay $10.00' }).click();
}

async function transactions(request: APIRequestContext, url: string) {
  return ((await (await request.get(`${url}/__sandbox/payments`)).json()) as { transactions: { transactionSn: string; state: string }[] }).transactions;
}

test.describe('F3.8 payment methods, the provider and the transaction status', () => {
  test('F3.8 a card top-up: methods, the provider page, back to a paid status, the balance changed; card data never reaches the portal’s calls or storage', async ({ page, sandbox }) => {
    const portalCalls: Request[] = [];
    page.on('request', (request) => {
      if (/\/(ecare|uc)\//.test(new URL(request.url()).pathname)) portalCalls.push(request);
    });
    await openSignedIn(page);
    await expect(page.getByText('$12.50').first()).toBeVisible();
    await choose(page, 'Bank card');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page).toHaveURL(/\/provider\/pay\//);
    // A wrong number is refused on the provider page, saying why and keeping what was typed.
    await payByCard(page, '4242 4242 4242 4241');
    await expect(page.getByRole('alert')).toContainText('This card number is not valid. Check the digits.');
    await expect(page.getByLabel('Card number')).toHaveValue('4242 4242 4242 4241');
    await expect(page.getByLabel('Card number')).toHaveAttribute('aria-invalid', 'true');
    await payByCard(page);
    await expect(page).toHaveURL(/\/transaction\/TX\d+$/);
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    await expect(page.getByText('We have received your payment of $10.00.')).toBeVisible();
    await expect(page.getByText(/Visa ending in 4242/)).toBeVisible();
    for (const request of portalCalls) {
      const sent = `${request.url()} ${request.postData() ?? ''} ${JSON.stringify(await request.allHeaders())}`;
      expect(sent).not.toContain('4242424242424242');
      expect(sent).not.toContain('4242 4242 4242');
      expect(sent).not.toContain('12/39');
    }
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    expect(stored).not.toMatch(/4242 ?4242|12\/39/);
    await page.getByRole('button', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/myProfile$/);
    await expect(page.getByText('$22.50').first()).toBeVisible();
    expect(await transactions(page.request, sandbox.url)).toHaveLength(1);
  });

  test('F3.10 with step-up before payments switched on, paying first asks the person to confirm it is them (face), then goes on to the provider', async ({ page, sandbox }) => {
    await page.request.post(`${sandbox.url}/__sandbox/settings`, { data: { paymentStepUp: true } });
    await openSignedIn(page);
    await choose(page, 'Bank card');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    const chooser = page.getByRole('dialog', { name: 'Confirm it is you' });
    await expect(chooser.getByRole('radio', { name: /Facial recognition/ })).toBeChecked();
    await chooser.getByRole('button', { name: 'Submit' }).click();
    const face = page.getByRole('dialog', { name: 'Facial recognition' });
    await expect(face.getByRole('status').filter({ hasText: 'The camera is on.' })).toBeVisible();
    const take = face.getByRole('button', { name: 'Take photo' });
    await expect(take).not.toHaveAttribute('aria-disabled', 'true');
    await take.click();
    await expect(page).toHaveURL(/\/provider\/pay\//);
    expect(await transactions(page.request, sandbox.url)).toHaveLength(1);
  });

  test('F3.8 a declined card: the reason, then Try again keeps the amount and the card', async ({ page, sandbox }) => {
    await page.request.post(`${sandbox.url}/__sandbox/payments/settings`, { data: { outcome: 'decline' } });
    await openSignedIn(page);
    await choose(page, 'Bank card');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await payByCard(page);
    await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
    await expect(page.getByText(/Your bank declined the payment\. Nothing was charged\./)).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Choose how to pay' })).toBeVisible();
    await expect(page.getByText('$10.00')).toBeVisible();
    await expect(page.getByRole('radio', { name: /^Bank card/ })).toBeChecked();
  });

  test('F3.8 a wallet payment waits for approval (please wait), is approved on the sandbox phone, then shows paid', async ({ page, context, sandbox }) => {
    await openSignedIn(page);
    await choose(page, 'Mobile money wallet');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByLabel('Wallet phone number').fill('771234567');
    await page.getByRole('button', { name: 'Send the approval request' }).click();
    await expect(page.getByRole('heading', { name: 'Waiting for your approval' })).toBeVisible();
    const dialog = page.getByRole('alertdialog', { name: 'Please wait' });
    await expect(dialog).toContainText('Your mobile-money payment is being processed.');
    const phone = await context.newPage();
    await phone.goto(`${sandbox.url}/__sandbox/wallet.html`);
    await phone.getByRole('button', { name: /^Approve TX\d+$/ }).click();
    await expect(phone.getByRole('status')).toHaveText(/^Approved TX\d+\.$/);
    await dialog.getByRole('button', { name: 'Check again' }).click();
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  });

  test('F3.8 never twice: a double submit, going back from the provider and reloading the status page make one payment', async ({ page, sandbox }) => {
    await openSignedIn(page);
    await choose(page, 'Bank card');
    await page.getByRole('button', { name: 'Continue to payment' }).dblclick();
    await expect(page).toHaveURL(/\/provider\/pay\//);
    const providerUrl = page.url();
    await page.goBack();
    await expect(page.getByRole('radio', { name: /^Bank card/ })).toBeChecked();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page).toHaveURL(providerUrl);
    await payByCard(page);
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    const statusUrl = page.url();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    expect(page.url()).toBe(statusUrl);
    const made = await transactions(page.request, sandbox.url);
    expect(made).toHaveLength(1);
    expect(made[0]!.state).toBe('SUCCESS');
  });

  test('F3.8 a lost callback is settled by the status check, not by paying again', async ({ page, sandbox }) => {
    await page.request.post(`${sandbox.url}/__sandbox/payments/settings`, { data: { callbackLost: true } });
    await openSignedIn(page);
    await choose(page, 'Bank card');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await payByCard(page);
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    expect(await transactions(page.request, sandbox.url)).toHaveLength(1);
  });
});
