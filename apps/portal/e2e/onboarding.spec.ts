import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { openSignedIn } from './support/signIn';

const coveredAddress = '12 Samora Machel Avenue, Harare';
const card = { number: '4242 4242 4242 4242', expiry: '12/39', cvv: '123' };

const stepHeading = (page: Page, name: RegExp) => page.getByRole('heading', { level: 2, name });
const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();

/** Step 2 (F2.15): the first available number of the grid, confirmed (locked). */
async function chooseNumber(page: Page): Promise<string> {
  // Opened at this step (the map's address, Continue): the heading is there, focus where the page put it.
  await expect(stepHeading(page, /: Number$/)).toBeVisible();
  const numbers = page.getByRole('radiogroup', { name: 'Available numbers' });
  const available = numbers.locator('[role="radio"]:not([aria-disabled="true"])').first();
  const accNbr = ((await available.textContent()) ?? '').replace(/\D/g, '');
  await available.click();
  await page.getByRole('button', { name: 'Confirm number' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your number:' })).toBeVisible();
  await next(page);
  return accNbr;
}

async function choosePackage(page: Page, sim: 'Physical SIM card' | 'eSIM', planType: 'Prepaid' | 'Postpaid', plan: RegExp) {
  await expect(stepHeading(page, /: SIM and plan$/)).toBeFocused();
  await page.getByRole('radio', { name: new RegExp(`^${sim}`) }).check();
  await page.getByRole('radio', { name: planType, exact: true }).check();
  await page.getByRole('radio', { name: plan }).check();
  await next(page);
}

/** Step 6 (F2.16): signs by typing the name (the pad's keyboard path), confirms, goes on. */
async function sign(page: Page, name: string) {
  await expect(stepHeading(page, /: Signature$/)).toBeFocused();
  await page.getByRole('radio', { name: 'Type my name' }).check();
  await page.getByRole('textbox', { name: 'Your full name' }).fill(name);
  await page.getByRole('button', { name: 'Confirm signature' }).click();
  await expect(page.getByText('Signature confirmed.')).toBeVisible();
  await next(page);
}

/** Step 8 to the payments flow (pay event newConnection): Pay now, a bank card, the success page. */
async function pay(page: Page, amount: string) {
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/selectPaymentMethod\?payEvent=newConnection/);
  await page.getByRole('radio', { name: /^Bank card/ }).check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByLabel('Card number').fill(card.number);
  await page.getByLabel('Expiry date (MM/YY)').fill(card.expiry);
  await page.getByLabel('Security code (CVV)').fill(card.cvv);
  await page.getByRole('button', { name: `Pay ${amount}` }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
}

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/** The order's details: the drawer of My Orders on a desktop, the H5 page on a phone (F3.15). */
async function openOrderDetail(page: Page, orderNbr: string): Promise<Locator> {
  await page.goto('/myOrders');
  const order = page.getByRole('list', { name: 'Orders' }).getByRole('listitem', { name: `Order ${orderNbr}` });
  await expect(order.getByText('Completed', { exact: true })).toBeVisible();
  if (isPhone(page)) {
    // The mobile card's title is the way in (the H5 details page).
    await order.getByRole('button', { name: `Order ${orderNbr}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Order details' })).toBeVisible();
    return page.getByRole('main');
  }
  await order.getByRole('button', { name: 'Detail' }).click();
  const drawer = page.getByRole('dialog', { name: 'Order details' });
  await expect(drawer).toBeVisible();
  return drawer;
}

test.describe('F3.19 new-connection onboarding', () => {
  test('F3.19 from the covered address to a paid order: a physical SIM delivered to an address of the book', async ({ page, sandbox }) => {
    void sandbox;
    await openSignedIn(page);
    // The map's Register (and its redirect) bring the checked address (currentAddr).
    await page.goto(`/h5/onBoarding/register?currentAddr=${encodeURIComponent(coveredAddress)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Get a new line' })).toBeVisible();
    const accNbr = await chooseNumber(page);
    // Back keeps the entries, and a reload keeps them too (the draft in session storage).
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(stepHeading(page, /: Number$/)).toBeFocused();
    await page.reload();
    await expect(page.getByText(`Your number:`)).toBeVisible();
    await next(page);
    await choosePackage(page, 'Physical SIM card', 'Prepaid', /^Starter/);
    await expect(stepHeading(page, /: Delivery$/)).toBeFocused();
    await expect(page.getByRole('radio', { name: /^Tariro Moyo/ })).toBeChecked();
    await next(page);
    await sign(page, 'Tariro Moyo');
    await expect(stepHeading(page, /: Review$/)).toBeFocused();
    await expect(page.getByText(coveredAddress)).toBeVisible();
    await page.getByRole('button', { name: 'Place the order' }).click();
    await expect(stepHeading(page, /: Payment$/)).toBeFocused();
    await expect(page.getByText(/is placed and waits for your payment of \$6\.00/)).toBeVisible();
    await pay(page, '$6.00');
    await page.goto('/myOrders');
    const order = page.getByRole('list', { name: 'Orders' }).getByRole('listitem').first();
    await expect(order.getByText('Completed', { exact: true })).toBeVisible();
    expect(accNbr).toMatch(/^\d{9}$/);
  });

  test('F3.19 a visitor orders an eSIM picked up at a shop: identity, temporary session, payment without the completion prompt, the completed order’s QR', async ({ page, sandbox }) => {
    void sandbox;
    await page.goto('/onboarding');
    await expect(stepHeading(page, /Step 1 of 8: Coverage$/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Check coverage on the map' })).toHaveAttribute('href', /\/map\?type=coverage&redirect=%2Fonboarding/);
    await page.goto(`/onboarding?currentAddr=${encodeURIComponent(coveredAddress)}`);
    await chooseNumber(page);
    await choosePackage(page, 'eSIM', 'Postpaid', /^Smart/);
    await expect(stepHeading(page, /: Your details$/)).toBeFocused();
    // A wrong entry says why and keeps what was typed.
    await next(page);
    await expect(page.getByText('Enter your first name.')).toBeVisible();
    await page.getByRole('textbox', { name: /National ID or passport number/ }).fill('70 123456 z70');
    await page.getByRole('textbox', { name: /First name/ }).fill('Rufaro');
    await page.getByRole('textbox', { name: /Last name/ }).fill('Banda');
    await page.getByRole('radio', { name: 'Female' }).check();
    for (const [part, option] of [['Day', '10'], ['Month', 'March'], ['Year', '1995']] as const) {
      await page.getByRole('combobox', { name: part, exact: true }).click();
      await page.getByRole('option', { name: option, exact: true }).click();
    }
    await page.getByRole('textbox', { name: /Contact mobile number/ }).fill('0779876543');
    await expect(page.getByRole('textbox', { name: /First name/ })).toHaveValue('RUFARO');
    await next(page);
    await expect(stepHeading(page, /: Delivery$/)).toBeFocused();
    await page.getByRole('radio', { name: 'Pickup at a shop' }).check();
    // The shop locator (F3.18) in a dialog: a shop without the eSIM in stock cannot be confirmed.
    await page.getByRole('button', { name: 'Choose a shop' }).click();
    const locator = page.getByRole('dialog', { name: 'Choose a shop' });
    const shops = locator.getByRole('radiogroup', { name: 'Shops' });
    const confirm = locator.getByRole('button', { name: 'Confirm' });
    await shops.getByRole('radio', { name: /^University Corner/ }).check();
    await expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await shops.getByRole('radio', { name: /^Gaia Central Hall/ }).check();
    await confirm.click();
    await expect(locator).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Pickup at Gaia Central Hall' })).toBeVisible();
    // Focus is back on the button that opened the locator, which now offers another shop.
    await expect(page.getByRole('button', { name: 'Choose another shop' })).toBeFocused();
    await page.getByRole('textbox', { name: /Name of the person picking up/ }).fill('Rufaro Banda');
    await page.getByRole('textbox', { name: /Mobile of the person picking up/ }).fill('0779876543');
    await next(page);
    await sign(page, 'Rufaro Banda');
    await expect(page.getByText('RUFARO BANDA')).toBeVisible();
    await page.getByRole('button', { name: 'Place the order' }).click();
    const placed = page.getByText(/waits for your payment of \$25\.00/);
    await expect(placed).toBeVisible();
    const orderNbr = /Order (\S+) is placed/.exec((await placed.textContent()) ?? '')?.[1] ?? '';
    await expect(page.getByText(/your eSIM QR code is in the order’s details/)).toBeVisible();
    await page.getByRole('link', { name: 'See My Orders' }).click();
    const order = page.getByRole('list', { name: 'Orders' }).getByRole('listitem', { name: `Order ${orderNbr}` });
    await expect(order.getByText('Awaiting payment')).toBeVisible();
    // The temporary session pays its own order: no profile-completion prompt stands in the way.
    await page.goBack();
    await expect(stepHeading(page, /: Payment$/)).toBeVisible();
    await pay(page, '$25.00');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    const detail = await openOrderDetail(page, orderNbr);
    await expect(detail.getByRole('heading', { level: 2, name: 'Order completed' })).toBeVisible();
    await expect(detail.getByRole('img', { name: 'eSIM activation QR code' })).toBeVisible();
  });

  test('F2.15 a lock that fails shows gaia_onboarding_number_available, clears the choice and reloads; no numbers shows the empty state', async ({ page, sandbox, request }) => {
    await request.post(`${sandbox.url}/__sandbox/onboarding`, { data: { lock: 'fail' } });
    await page.goto(`/onboarding?currentAddr=${encodeURIComponent(coveredAddress)}`);
    const numbers = page.getByRole('radiogroup', { name: 'Available numbers' });
    await numbers.locator('[role="radio"]:not([aria-disabled="true"])').first().click();
    await page.getByRole('button', { name: 'Confirm number' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'This number is no longer available. Please choose another one.' })).toBeVisible();
    await expect(numbers.locator('[aria-checked="true"]')).toHaveCount(0);
    await next(page);
    await expect(page.getByRole('alert').filter({ hasText: 'Choose a number and confirm it.' })).toBeVisible();
    // A search of other than 4 characters is refused; a search with no match says so.
    await request.post(`${sandbox.url}/__sandbox/onboarding`, { data: { lock: 'auto', numbers: 'empty' } });
    await page.getByRole('searchbox', { name: /Search numbers/ }).fill('12');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('Enter exactly 4 characters to search.')).toBeVisible();
    await page.getByRole('searchbox', { name: /Search numbers/ }).fill('1234');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('No numbers found.')).toBeVisible();
    await expect(page.getByText('Try searching with 4 other characters.')).toBeVisible();
    expect(await new AxeBuilder({ page }).analyze().then((r) => r.violations.map((v) => v.id))).toEqual([]);
  });

  test('F3.16 Continue on an unfinished new-connection order reopens onboarding at step 2 with its postpaid plan and SIM type', async ({ page, sandbox }) => {
    void sandbox;
    await openSignedIn(page);
    await page.goto('/myOrders');
    await page.getByRole('list', { name: 'Orders' }).getByRole('listitem', { name: 'Order SO2026100111' }).getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(stepHeading(page, /Step 2 of 7: Number$/)).toBeVisible();
    await expect(page.getByText('You are continuing an earlier order: its plan is kept.')).toBeVisible();
    expect(await new AxeBuilder({ page }).analyze().then((r) => r.violations.map((v) => v.id))).toEqual([]);
    await chooseNumber(page);
    await expect(page.getByRole('radio', { name: 'Prepaid', exact: true })).toHaveCount(0);
    await expect(page.getByRole('radio', { name: /^Smart/ }).or(page.getByRole('radio', { name: /^Max/ })).first()).toBeVisible();
  });
});
