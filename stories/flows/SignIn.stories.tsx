import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { scenarioHandlers } from '@gaia/sandbox/msw';
import { InMemoryPortal } from '../../apps/portal/src/app/InMemoryPortal';
import { codeSentTo, resetPortal } from './sandboxSession';
import { signInLabel } from './signInLabels';
import { acme, submitCorporateCode, submitPasswordSignIn } from './signInSteps';

/** The seeded customers of the sandbox (packages/sandbox/src/store/seed.ts). */
const individual = {
  account: '0771234567',
  password: 'Gaia#2026',
  name: 'Tariro Moyo',
  userCode: 'GA1000001',
};

/** Labels in both story settings (English ltr, Arabic rtl). */
const label = {
  ...signInLabel,
  useCode: /^(Sign in with a verification code|تسجيل الدخول برمز التحقق)$/,
  useFace: /^(Sign in with your face|تسجيل الدخول بوجهك)$/,
  codeAccount: /^(Mobile number or e-mail|رقم الجوال أو البريد الإلكتروني)$/,
  corporate: /^(Corporate|شركة)$/,
  companyPassword: /^(Company password|كلمة مرور الشركة)\s*\*?$/,
};

/** Signed in: the profile shows the name and the user code the sandbox answered. */
async function expectProfile(canvasElement: HTMLElement, name: string) {
  const canvas = within(canvasElement);
  await expect(
    await canvas.findByRole('heading', { level: 1, name: new RegExp(name) }, { timeout: 10_000 }),
  ).toBeVisible();
}

/**
 * Whole sign-in flows of the portal, every operator call answered by the sandbox through
 * MSW. Each story starts clean: no stored session, the story's language on the request layer.
 */
const meta = {
  title: 'Flows/Sign-in',
  component: InMemoryPortal,
  args: { url: '/signIn' },
  parameters: { layout: 'fullscreen' },
  loaders: [resetPortal],
} satisfies Meta<typeof InMemoryPortal>;

export default meta;
type Story = StoryObj<typeof meta>;

// F1.2, F1.12
/** The seeded individual signs in with a password and lands on /myProfile. */
export const PasswordSignIn: Story = {
  play: async ({ canvasElement }) => {
    await submitPasswordSignIn(canvasElement, individual);
    await expectProfile(canvasElement, individual.name);
    await expect(within(canvasElement).getByText(individual.userCode)).toBeVisible();
  },
};

// F1.7
/** A wrong password shows the server's message and clears the password, which gets focus. */
export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: label.account }),
      individual.account,
    );
    const password = canvas.getByLabelText(label.password);
    await userEvent.type(password, 'Wrong#2026');
    await userEvent.click(canvas.getByRole('button', { name: label.submit }));
    await expect(
      await canvas.findByText(
        /^(The account or password is incorrect\.|الحساب أو كلمة المرور غير صحيحة\.)$/,
      ),
    ).toBeVisible();
    await expect(password).toHaveValue('');
    await expect(password).toHaveFocus();
  },
};

// F1.3, F1.6
/** Code mode — send a code, read it from the sandbox inbox, sign in. */
export const CodeSignIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The backend's configuration (face login on) has arrived, so the screen is settled.
    await canvas.findByRole('link', { name: label.useFace });
    await userEvent.click(canvas.getByRole('link', { name: label.useCode }));
    const account = await canvas.findByRole('textbox', { name: label.codeAccount });
    await userEvent.type(account, individual.account);
    await expect(account).toHaveValue(individual.account);
    await userEvent.click(canvas.getByRole('button', { name: label.send }));
    await expect(await canvas.findByText(/077\*{4}567/)).toBeVisible();
    await userEvent.type(
      await canvas.findByRole('textbox', { name: label.code }),
      await codeSentTo(individual.account),
    );
    await userEvent.click(canvas.getByRole('button', { name: label.submit }));
    await expectProfile(canvasElement, individual.name);
  },
};

// F1.4
/** Corporate — ids upper-cased without spaces as typed, password and the code sent to the contact. */
export const CorporateSignIn: Story = {
  args: { url: '/signIn?t=c' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: label.corporate })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const account = await canvas.findByRole('textbox', { name: label.companyAccount });
    await userEvent.type(account, 'acme 001');
    await expect(account).toHaveValue(acme.account);
    await userEvent.type(canvas.getByRole('textbox', { name: label.representative }), 'rp12345');
    await userEvent.type(canvas.getByLabelText(label.companyPassword), acme.password);
    await submitCorporateCode(canvasElement);
    await expectProfile(canvasElement, 'ACME');
  },
};

// §8 HTTP 593
/** With the backend in maintenance, signing in leads to the maintenance page. */
export const Maintenance: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...scenarioHandlers.maintenance);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Sign in as a reader would: wait until the form is on screen and shows what was typed.
    const account = await canvas.findByRole('textbox', { name: label.account });
    await waitFor(() => expect(canvas.getByRole('button', { name: label.submit })).toBeVisible());
    await userEvent.type(account, individual.account);
    await waitFor(() => expect(account).toHaveValue(individual.account));
    const password = canvas.getByLabelText(label.password);
    await userEvent.type(password, individual.password);
    await waitFor(() => expect(password).toHaveValue(individual.password));
    await userEvent.click(canvas.getByRole('button', { name: label.submit }));
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: /^(System update|تحديث النظام)$/ },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  },
};
