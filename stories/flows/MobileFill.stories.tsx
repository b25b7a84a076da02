import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { resetPortal, codeSentTo } from './sandboxSession';
import { SignedInAs } from './signedInPortal';

/** The seeded customer who signed up with an e-mail only (packages/sandbox/src/store/seed.ts, emailOnly). */
const chipo = { account: 'chipo.banda@example.com', password: 'Chipo#2026' } as const;
/** A free operator number, and the seeded individual's (taken). */
const freeMobile = '0779999999';
const takenMobile = '0771234567';

/** The portal in memory, signed in as Chipo with her profile complete. */
function SignedInAsChipo({ url }: { url: string }) {
  return <SignedInAs customer={chipo} url={url} />;
}

/** Texts in both story settings (English ltr, Arabic rtl). */
const text = {
  title: /^(Add your mobile number|أضف رقم جوالك)$/,
  mobile: /^(Mobile number|رقم الجوال)/,
  code: /^(Verification code|رمز التحقق)/,
  send: /^(Send code|إرسال الرمز)$/,
  save: /^(Save|حفظ)$/,
  later: /^(Later|لاحقًا)$/,
  pattern: /^(Enter a valid mobile number, for example 0771234567\.|أدخل رقم جوال صحيحًا، مثل 0771234567\.)$/,
  codeRequired: /^(Enter the code we sent to this number|أدخل الرمز الذي أرسلناه إلى هذا الرقم)$/,
  sent: /^(We sent a code to 0779999999\.|أرسلنا رمزًا إلى 0779999999\.)$/,
  taken: /^(This number already belongs to another account\. Enter a different number\.|هذا الرقم مرتبط بحساب آخر\. أدخل رقمًا مختلفًا\.)$/,
  wrongCode: /^(The code is wrong or has expired\. Enter the newest code or ask for a new one\.|الرمز خاطئ أو منتهي الصلاحية\. أدخل أحدث رمز أو اطلب رمزًا جديدًا\.)$/,
  saved: /^(Your mobile number is saved\.|تم حفظ رقم جوالك\.)$/,
};

const slow = { timeout: 10_000 };

/** The dialog, once it has opened and taken focus. */
async function openedDialog(body: HTMLElement): Promise<HTMLElement> {
  const dialog = await within(body).findByRole('dialog', { name: text.title }, slow);
  await waitFor(() => expect(dialog).toBeVisible());
  await waitFor(() => expect(dialog.contains(body.ownerDocument.activeElement)).toBe(true));
  return dialog;
}

/** Types the mobile, sends the code and waits for the notice that it went. */
async function sendCodeTo(dialog: HTMLElement, mobile: string): Promise<void> {
  const field = within(dialog).getByRole('textbox', { name: text.mobile });
  await userEvent.clear(field);
  await userEvent.type(field, mobile);
  await userEvent.click(within(dialog).getByRole('button', { name: text.send }));
}

/**
 * The mobile-fill dialog (spec 02 §2, §5, §7; issue 13; docs/adr/0027) against the MSW-mocked
 * sandbox: Chipo signed up with an e-mail only, so once her profile is complete the portal asks for
 * a mobile, confirmed with a code sent to it.
 */
const meta = {
  title: 'Flows/MobileFill',
  component: SignedInAsChipo,
  args: { url: '/myProfile' },
  parameters: { layout: 'fullscreen' },
  loaders: [resetPortal],
} satisfies Meta<typeof SignedInAsChipo>;

export default meta;
type Story = StoryObj<typeof meta>;

// Spec 02 §5 (issue 13)
/** The dialog opens; a number off the pattern is refused with its message; a code sent and entered saves it. */
export const AsksForTheMobileAndSaves: Story = {
  play: async ({ canvasElement }) => {
    const body = canvasElement.ownerDocument.body;
    const dialog = await openedDialog(body);
    const mobile = within(dialog).getByRole('textbox', { name: text.mobile });
    // Spaces go as typed; a number off the pattern cannot be sent a code, and Save says why.
    await userEvent.type(mobile, '077 12');
    await expect(mobile).toHaveValue('07712');
    await expect(within(dialog).getByRole('button', { name: text.send })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(body).getByRole('button', { name: text.save }));
    await expect(await within(dialog).findByText(text.pattern)).toBeVisible();
    await expect(within(dialog).getByText(text.codeRequired)).toBeVisible();
    await expect(mobile).toHaveValue('07712');

    await sendCodeTo(dialog, freeMobile);
    await expect(await within(dialog).findByText(text.sent)).toBeVisible();
    const code = within(dialog).getByRole('textbox', { name: text.code });
    await waitFor(() => expect(code).toHaveFocus());
    await userEvent.type(code, await codeSentTo(freeMobile));
    await userEvent.click(within(body).getByRole('button', { name: text.save }));
    await expect(await within(body).findByText(text.saved)).toBeVisible();
    await waitFor(() => expect(within(body).queryByRole('dialog', { name: text.title })).toBeNull());
  },
};

// Spec 02 §5 (issue 13)
/** A number that signs somebody else in is said on the field; a wrong code on the code, the number kept. */
export const RefusalsKeepWhatWasTyped: Story = {
  play: async ({ canvasElement }) => {
    const body = canvasElement.ownerDocument.body;
    const dialog = await openedDialog(body);
    const mobile = within(dialog).getByRole('textbox', { name: text.mobile });
    await sendCodeTo(dialog, takenMobile);
    await expect(await within(dialog).findByText(text.taken)).toBeVisible();
    await waitFor(() => expect(mobile).toHaveFocus());
    await expect(mobile).toHaveValue(takenMobile);

    await sendCodeTo(dialog, freeMobile);
    await expect(await within(dialog).findByText(text.sent)).toBeVisible();
    const right = await codeSentTo(freeMobile);
    await userEvent.type(within(dialog).getByRole('textbox', { name: text.code }), right === '000000' ? '111111' : '000000');
    await userEvent.click(within(body).getByRole('button', { name: text.save }));
    await expect(await within(dialog).findByText(text.wrongCode)).toBeVisible();
    // The number stays; the wrong digits go and the code takes focus for the right ones.
    await expect(mobile).toHaveValue(freeMobile);
    const code = within(dialog).getByRole('textbox', { name: text.code });
    await waitFor(() => expect(code).toHaveFocus());
    await expect(code).toHaveValue('');
  },
};

// Spec 02 §5 (issue 13)
/** Later closes the dialog: the page behind is the person's again. */
export const LaterClosesIt: Story = {
  play: async ({ canvasElement }) => {
    const body = canvasElement.ownerDocument.body;
    await openedDialog(body);
    await userEvent.click(within(body).getByRole('button', { name: text.later }));
    await waitFor(() => expect(within(body).queryByRole('dialog', { name: text.title })).toBeNull());
    await expect(await within(body).findByRole('heading', { level: 1 })).toBeVisible();
  },
};

// Spec 02 §5 (issue 13)
/** The keyboard path: Escape closes it like Later. */
export const EscapeClosesIt: Story = {
  play: async ({ canvasElement }) => {
    const body = canvasElement.ownerDocument.body;
    await openedDialog(body);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(body).queryByRole('dialog', { name: text.title })).toBeNull());
  },
};
