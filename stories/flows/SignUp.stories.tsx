import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { stubCamera, type CameraStub } from '../../packages/ui/src/FaceCapture/cameraStub';
import { SeededSignUp, newPerson } from './signUp/seedSignUp';
import { codeSentTo, postJson, resetPortal } from './sandboxSession';

/** Labels in both story settings (English ltr, Arabic rtl). */
const label = {
  password: /^(Password|كلمة المرور)\s*\*?$/,
  confirm: /^(Confirm password|تأكيد كلمة المرور)\s*\*?$/,
  submit: /^(Create account|إنشاء الحساب)$/,
  activate: /^(Activate account|تفعيل الحساب)$/,
  back: /^(Back|رجوع)$/,
  takeFace: /^(Take a face photo|التقط صورة للوجه)$/,
  capture: /^(Take photo|التقاط الصورة)$/,
  tryAgain: /^(Try again|حاول مرة أخرى)$/,
  goSignIn: /^(Go to sign in|الانتقال إلى تسجيل الدخول)$/,
  copy: /^(Copy user ID|نسخ معرّف المستخدم)$/,
  code: /^(Verification code|رمز التحقق)$/,
  account: /^(Mobile number, e-mail or ID|رقم الجوال أو البريد الإلكتروني أو الهوية)$/,
};

const text = {
  notMatch: /^(The passwords do not match\.|كلمتا المرور غير متطابقتين\.)$/,
  success: /^(Your account is ready|حسابك جاهز)$/,
  faceFailed: /^(Face recognition failed\.|فشل التعرف على الوجه\.)$/,
  facePassed: /^(Your face photo passed the check\.|اجتازت صورة وجهك التحقق\.)$/,
  incorrectOtp: /^(The verification code is incorrect or has expired\. Send a new code and enter it\.|رمز التحقق غير صحيح أو منتهي الصلاحية\. أرسل رمزًا جديدًا وأدخله\.)$/,
  position: (current: number, total: number) => new RegExp(`(Step ${current} of ${total}|الخطوة ${current} من ${total})`),
};

const strongPassword = 'Strong#2026';

async function typePasswords(canvas: ReturnType<typeof within>, password: string, confirm = password) {
  await userEvent.type(await canvas.findByLabelText(label.password, {}, { timeout: 10_000 }), password);
  await userEvent.type(canvas.getByLabelText(label.confirm), confirm);
}

/** The success dialog: the new user ID (GA…) with its Copy button. */
async function expectSuccess(canvasElement: HTMLElement, userCode: RegExp) {
  const page = within(canvasElement.ownerDocument.body);
  const dialog = await page.findByRole('dialog', {}, { timeout: 10_000 });
  // The dialog fades in: wait until it is shown.
  await waitFor(() => expect(within(dialog).getByRole('heading', { name: text.success })).toBeVisible());
  await expect(within(dialog).getByTestId('signup-user-id')).toHaveTextContent(userCode);
  await expect(within(dialog).getByRole('button', { name: label.copy })).toBeVisible();
  return dialog;
}

/**
 * Sign-up's last steps against the sandbox through MSW (F2.7–F2.10): each story resumes a sign-up
 * from its session draft at the submit step, with a code really verified by the sandbox.
 */
const meta = {
  title: 'Flows/Sign-up',
  component: SeededSignUp,
  args: { reading: 'A' },
  parameters: { layout: 'fullscreen' },
  loaders: [resetPortal],
} satisfies Meta<typeof SeededSignUp>;

export default meta;
type Story = StoryObj<typeof meta>;

// F2.7, F2.8, F2.10
/**
 * Reading A's password step: live rule indicators, the confirmation must match, then Create account
 * → the success dialog with the user ID and Copy → sign-in with the account prefilled.
 */
export const ReadingARegisters: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(text.position(5, 5), {}, { timeout: 10_000 })).toBeVisible();
    const submit = await canvas.findByRole('button', { name: label.submit });
    await typePasswords(canvas, strongPassword, 'Strong#2025');
    await expect(canvasElement.querySelector('[data-rule="special"][data-met]')).not.toBeNull();
    await userEvent.tab();
    await expect(await canvas.findByText(text.notMatch)).toBeVisible();
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    const confirm = canvas.getByLabelText(label.confirm);
    await userEvent.clear(confirm);
    await userEvent.type(confirm, strongPassword);
    await waitFor(() => expect(submit).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(submit);
    const dialog = await expectSuccess(canvasElement, /^GA\d{7}$/);
    await userEvent.click(within(dialog).getByRole('button', { name: label.goSignIn }));
    await expect(await canvas.findByRole('textbox', { name: label.account }, { timeout: 10_000 })).toHaveValue(newPerson.mobile);
  },
};

// F2.7, spec 02 §4 "Password rule indicators turn to success or error"
/** Each rule of the password turns met (a ticked mark, "met" for screen readers) as it is satisfied, and back when it no longer is. */
export const PasswordRuleIndicators: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const password = await canvas.findByLabelText(label.password, {}, { timeout: 10_000 });
    const met = () => [...canvasElement.querySelectorAll('[data-rule][data-met]')].map((rule) => rule.getAttribute('data-rule'));
    await expect(met()).toEqual([]);
    await userEvent.type(password, 'abc');
    await waitFor(() => expect(met()).toEqual(['lower']));
    await userEvent.type(password, 'DEF1!xy');
    await waitFor(() => expect(met()).toEqual(['length', 'upper', 'lower', 'digit', 'special']));
    // Deleting "!xy" leaves seven characters and no special one: those two rules turn back.
    await userEvent.type(password, '{Backspace}{Backspace}{Backspace}');
    await waitFor(() => expect(met()).toEqual(['upper', 'lower', 'digit']));
  },
};

// F2.7
/** Reading B's personal profile is step 3 of 4; Back returns to step 1; submit reaches step 4 of 4. */
export const ReadingBProfile: Story = {
  args: { reading: 'B' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(text.position(3, 4), {}, { timeout: 10_000 })).toBeVisible();
    await typePasswords(canvas, strongPassword);
    await userEvent.click(canvas.getByRole('button', { name: label.submit }));
    await expectSuccess(canvasElement, /^GA\d{7}$/);
    await expect(canvas.getByText(text.position(4, 4))).toBeInTheDocument();
  },
};

// F2.7
/** Back from reading B's step 3 returns to step 1, and the page heading takes focus. */
export const ReadingBBackToStepOne: Story = {
  args: { reading: 'B' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: label.back }, { timeout: 10_000 }));
    await expect(await canvas.findByText(text.position(1, 4))).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveFocus();
  },
};

// F2.9
/** The upgrade: the customer known by ID activates the account and keeps their user code. */
export const Upgrade: Story = {
  args: { reading: 'A', upgrade: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typePasswords(canvas, strongPassword);
    await userEvent.click(canvas.getByRole('button', { name: label.activate }));
    await expectSuccess(canvasElement, /^GA1000004$/);
  },
};

let camera: CameraStub | undefined;

// F2.8
/**
 * Face required (faceNullable N): submit waits for a face. The anti-spoof check fails first: the
 * toast and the try-again dialog; Try again with the check passing gives the face, then submit.
 */
export const FaceFailureThenRetry: Story = {
  args: { reading: 'A', settings: { faceAntiSpoof: 'fail', registrationFaceRequired: true } },
  beforeEach: () => {
    camera = stubCamera(['stream', 'stream']);
    return () => camera?.restore();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await typePasswords(canvas, strongPassword);
    const submit = canvas.getByRole('button', { name: label.submit });
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('button', { name: label.takeFace }));
    const capture = await page.findByRole('button', { name: label.capture }, { timeout: 10_000 });
    // The capture button is live once the camera is on (it stays focusable, aria-disabled, before).
    await waitFor(() => expect(capture).not.toHaveAttribute('aria-disabled'), { timeout: 10_000 });
    await userEvent.click(capture);
    const failed = await page.findByText(text.faceFailed, {}, { timeout: 10_000 });
    await waitFor(() => expect(failed).toBeVisible());
    const tryAgain = await page.findByRole('dialog');
    await postJson('/__sandbox/settings', { faceAntiSpoof: 'pass' });
    await userEvent.click(within(tryAgain).getByRole('button', { name: label.tryAgain }));
    const again = await page.findByRole('button', { name: label.capture }, { timeout: 10_000 });
    await waitFor(() => expect(again).not.toHaveAttribute('aria-disabled'), { timeout: 10_000 });
    await userEvent.click(again);
    const passed = await canvas.findByText(text.facePassed, {}, { timeout: 10_000 });
    await waitFor(() => expect(passed).toBeVisible());
    await waitFor(() => expect(submit).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(submit);
    await expectSuccess(canvasElement, /^GA\d{7}$/);
  },
};

// F2.9
/**
 * Submit failure: the verified code has expired — the flow stays, a code field says
 * gaia_tip_incorrect_otp; a new code sent and entered, the submit goes through. The password typed
 * is kept throughout.
 */
export const SubmitWithExpiredCode: Story = {
  args: { reading: 'A', expiredReference: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typePasswords(canvas, strongPassword);
    await userEvent.click(canvas.getByRole('button', { name: label.submit }));
    await expect(await canvas.findByText(text.incorrectOtp, {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByLabelText(label.password)).toHaveValue(strongPassword);
    await userEvent.click(canvas.getByRole('button', { name: /^(Send code|إرسال الرمز)$/ }));
    await waitFor(async () => expect(await codeSentTo(newPerson.mobile)).toMatch(/^\d{6}$/));
    await userEvent.type(canvas.getByRole('textbox', { name: label.code }), await codeSentTo(newPerson.mobile));
    await userEvent.click(canvas.getByRole('button', { name: label.submit }));
    await expectSuccess(canvasElement, /^GA\d{7}$/);
  },
};
