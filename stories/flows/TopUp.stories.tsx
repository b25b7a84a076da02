import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { tariro, resetPortal } from './sandboxSession';
import { SignedInAs } from './signedInPortal';

// Tariro's lines: main 771234567 (prepaid), 772345678 (postpaid, $45.80 owed).

/** The portal in memory at a URL, signed in as Tariro. */
function SignedInTopUp({ url }: { url: string }) {
  return <SignedInAs customer={tariro} url={url} />;
}

/** Texts in both story settings (English ltr, Arabic rtl). */
const text = {
  title: /^(Top up|شحن الرصيد)$/,
  amounts: /^(Top-up amount|مبلغ إعادة الشحن)$/,
  currency: /^(Currency|العملة)$/,
  custom: /^(Other amount|مبلغ آخر)/,
  other: /^(Another number|رقم آخر)$/,
  otherNumber: /^(Mobile number to top up|رقم الجوال المراد شحنه)/,
  otherInvalid: /^(Enter a valid mobile number of our network, for example 0771234567\.|أدخل رقم جوال صحيحًا على شبكتنا، مثل 0771234567\.)$/,
  range500: /^(Enter an amount from 1 to 500\.|أدخل مبلغًا من 1 إلى 500\.)$/,
  continue: /^(Continue to payment|متابعة إلى الدفع)$/,
  notOurs: /(This number is not on our network\. Check it and try again\.|هذا الرقم ليس على شبكتنا\. تحقق منه وحاول مرة أخرى\.)/,
  summaryOwn: /^(You will pay \$1\.00 to top up \+263 77 123 4567\.|ستدفع \$1\.00 لشحن \+263 77 123 4567\.)$/,
  bill: /^(Bill|الفاتورة)$/,
  payBill: /^(Pay bill|دفع الفاتورة)$/,
  edit: /^(Edit amount|تعديل المبلغ)$/,
  billAmount: /^(Amount to pay|المبلغ المطلوب دفعه)/,
  billHint: /(You can pay from 1 to 100,000\.|يمكنك دفع مبلغ من 1 إلى 100,000\.)/,
  cancel: /^(Cancel|إلغاء)$/,
};

const slow = { timeout: 10_000 };

/**
 * Finds the element whose whole text (values in their own `<bdi>` included) matches, and not its
 * ancestors: the summary isolates its number and amount, so no single text node holds the sentence.
 */
function wholeText(pattern: RegExp) {
  return (_content: string, element: Element | null) =>
    !!element && pattern.test(element.textContent ?? '') && ![...element.children].some((child) => pattern.test(child.textContent ?? ''));
}

/**
 * F3.6 top-up and F3.7 bill payment at /topUp, every call answered by the MSW-mocked sandbox:
 * the amount grid and currency switch, the custom amount rules as typed, another number, a refused
 * preCheck, and the bill amount modal.
 */
const meta = {
  title: 'Flows/Top-up',
  component: SignedInTopUp,
  args: { url: '/topUp' },
  parameters: { layout: 'fullscreen' },
  loaders: [resetPortal],
} satisfies Meta<typeof SignedInTopUp>;

export default meta;
type Story = StoryObj<typeof meta>;

// F3.6
/** The main line by default, the first amount preselected; switching to ZiG preselects its first amount. */
export const AmountGridAndCurrency: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await waitFor(() => expect(page.getByRole('heading', { level: 1, name: text.title })).toHaveFocus(), slow);
    const grid = await page.findByRole('radiogroup', { name: text.amounts }, slow);
    await waitFor(() => expect(within(grid).getByRole('radio', { name: '$1.00' })).toBeChecked(), slow);
    const summary = await page.findByText(wholeText(text.summaryOwn), {}, slow);
    await expect(summary).toBeVisible();
    // The number and amount are isolated left to right, so "+263 77 123 4567" keeps its order in Arabic.
    expect([...summary.querySelectorAll('bdi[dir="ltr"]')].map((each) => each.textContent)).toEqual(['$1.00', '+263 77 123 4567']);
    expect(within(grid).getAllByRole('radio')).toHaveLength(6);
    await userEvent.click(within(page.getByRole('radiogroup', { name: text.currency })).getByRole('radio', { name: 'ZiG' }));
    await waitFor(() => expect(within(grid).getByRole('radio', { name: /^ZiG\s?50\.00$/ })).toBeChecked(), slow);
  },
};

// F3.6, spec 03 §5
/** The custom amount as typed: digits and one dot, 2 decimals, leading zeros collapsed, the limits; ZiG takes whole amounts. */
export const CustomAmountAsTyped: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const grid = await page.findByRole('radiogroup', { name: text.amounts }, slow);
    await waitFor(() => expect(within(grid).getByRole('radio', { name: '$1.00' })).toBeChecked(), slow);
    const custom = page.getByRole('textbox', { name: text.custom });
    await userEvent.click(custom);
    await expect(within(grid).getByRole('radio', { name: '$1.00' })).not.toBeChecked();
    await userEvent.type(custom, '007.509x');
    await expect(custom).toHaveValue('7.50');
    await userEvent.clear(custom);
    await userEvent.type(custom, '600');
    await expect(await page.findByText(text.range500)).toBeVisible();
    // The kit's buttons stay focusable when disabled (aria-disabled).
    await expect(page.getByRole('button', { name: text.continue })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(page.getByRole('radiogroup', { name: text.currency })).getByRole('radio', { name: 'ZiG' }));
    await waitFor(() => expect(within(grid).getByRole('radio', { name: /^ZiG\s?50\.00$/ })).toBeChecked(), slow);
    await userEvent.click(custom);
    await userEvent.type(custom, '12.5');
    await expect(custom).toHaveValue('125');
    await expect(page.getByRole('button', { name: text.continue })).not.toHaveAttribute('aria-disabled', 'true');
  },
};

// F3.6
/** Another number that is not a mobile number of the network is refused with the reason, as typed. */
export const OtherNumberInvalid: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('radio', { name: text.other }, slow));
    const number = page.getByRole('textbox', { name: text.otherNumber });
    await userEvent.type(number, '12345');
    await userEvent.tab();
    await expect(await page.findByText(text.otherInvalid)).toBeVisible();
    await expect(number).toHaveValue('12345');
    await expect(number).toHaveAttribute('aria-invalid', 'true');
  },
};

// F3.6
/** A refused preCheck (a number of no line) shows the server's reason; the number and the amount stay. */
export const PreCheckFailure: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const grid = await page.findByRole('radiogroup', { name: text.amounts }, slow);
    await waitFor(() => expect(within(grid).getByRole('radio', { name: '$1.00' })).toBeChecked(), slow);
    await userEvent.click(page.getByRole('radio', { name: text.other }));
    await userEvent.type(page.getByRole('textbox', { name: text.otherNumber }), '0779999999');
    await userEvent.click(within(grid).getByRole('radio', { name: '$20.00' }));
    await userEvent.click(page.getByRole('button', { name: text.continue }));
    const alert = await page.findByRole('alert', {}, slow);
    await expect(alert).toHaveTextContent(text.notOurs);
    await expect(page.getByRole('textbox', { name: text.otherNumber })).toHaveValue('0779999999');
    await expect(within(grid).getByRole('radio', { name: '$20.00' })).toBeChecked();
  },
};

// F3.7
/** The bill modal: the amount owed by default, edit, the limits hint red above 100000, Continue only above 0. */
export const BillModalStates: Story = {
  args: { url: '/topUp?accNbr=772345678' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const bill = await page.findByRole('region', { name: text.bill }, slow);
    await expect(await within(bill).findByText('$45.80')).toBeVisible();
    await userEvent.click(within(bill).getByRole('button', { name: text.payBill }));
    const dialog = await within(document.body).findByRole('dialog', { name: text.payBill }, slow);
    const modal = within(dialog);
    // The modal fades in.
    await waitFor(() => expect(modal.getByText('$45.80')).toBeVisible());
    await expect(modal.getByText(text.billHint)).toBeVisible();
    const proceed = modal.getByRole('button', { name: text.continue });
    await expect(proceed).not.toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(modal.getByRole('button', { name: text.edit }));
    const field = modal.getByRole('textbox', { name: text.billAmount });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.clear(field);
    await userEvent.type(field, '100000.01');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(proceed).toHaveAttribute('aria-disabled', 'true');
    await userEvent.clear(field);
    await userEvent.type(field, '0');
    await expect(proceed).toHaveAttribute('aria-disabled', 'true');
    await userEvent.clear(field);
    await userEvent.type(field, '.5');
    await expect(field).toHaveValue('0.5');
    await userEvent.click(modal.getByRole('button', { name: text.cancel }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};
