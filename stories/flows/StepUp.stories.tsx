import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { stepUpKeys } from '@gaia/domain';
import { InMemoryPortal } from '../../apps/portal/src/app/InMemoryPortal';
import { queryClient } from '../../apps/portal/src/app/queryClient';
import { tokenStore } from '../../apps/portal/src/app/browserStorage';
import { stubCamera, type CameraStub } from '../../packages/ui/src/FaceCapture/cameraStub';
import { tariro, postJson, signInAs, resetPortal, codeSentTo } from './sandboxSession';

// The PIN check's demo word (Tariro's) is 2468.

/** The sandbox's face comparison switch (match, noMatch, notCaptured). */
const faceComparison = (value: 'match' | 'noMatch' | 'notCaptured') =>
  postJson('/__sandbox/settings', { faceComparison: value });

/** The stand-in camera of the running story (the test browser has none). */
let camera: CameraStub | undefined;

interface StepUpPortalProps {
  /** The outcome of the sandbox's face comparison. */
  face: 'match' | 'noMatch' | 'notCaptured';
  /** The operator's UC_SEC_PIN_REGEX, when configured. */
  memorablePattern?: string;
}

/** /memorableWord signed in as Tariro, with the face comparison set and a stand-in camera. */
function StepUpPortal({ face, memorablePattern }: StepUpPortalProps) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    camera = stubCamera(['stream', 'stream', 'stream']);
    // After the sign-in, which drops what an earlier session left in the cache.
    const signedIn = signInAs(tariro).then(() => {
      if (memorablePattern)
        queryClient.setQueryData(stepUpKeys.memorableWordPattern(), memorablePattern);
    });
    void Promise.all([signedIn, faceComparison(face)]).then(() => setReady(true));
    return () => {
      camera?.restore();
      camera = undefined;
      void faceComparison('match');
    };
  }, [face, memorablePattern]);
  return ready ? <InMemoryPortal url="/memorableWord" /> : <p role="status">…</p>;
}

/** Texts in both story settings (English ltr, Arabic rtl). */
const text = {
  title: /^(Memorable word|الكلمة السرية)$/,
  word: /^(Memorable word|الكلمة السرية)/,
  next: /^(Next|التالي)$/,
  passedWord: /^(Your memorable word is confirmed\.|تم تأكيد كلمتك السرية\.)$/,
  wrongPin: /^(This PIN is not correct|هذا الرمز الشخصي غير صحيح)$/,
  instead: /^(Confirm with your face or a code instead|التأكيد بوجهك أو برمز بدلًا من ذلك)$/,
  chooser: /^(Confirm it is you|تأكيد هويتك)$/,
  face: /^(Facial recognition|التعرّف على الوجه)/,
  otpMethod: /^(OTP authentication|المصادقة برمز التحقق)/,
  submit: /^(Submit|إرسال)$/,
  faceDialog: /^(Facial recognition|التعرّف على الوجه)$/,
  take: /^(Take photo|التقاط الصورة)$/,
  passed: /^(You are authenticated\.|تمت مصادقتك\.)$/,
  oops: /^(Oops|عذرًا)$/,
  oopsText:
    /^(Facial Recognition was failed\. Please try again, or try with OTP Authentication|فشل التعرّف على الوجه\..+)$/,
  retry: /^(Try again|إعادة المحاولة)$/,
  useOtp: /^(Use OTP authentication|استخدام رمز التحقق)$/,
  otpDialog: /^(OTP authentication|المصادقة برمز التحقق)$/,
  notCaptured:
    /^(Biometric information not capture, please try with verification code\.|لم تُلتقط المعلومات الحيوية.+)$/,
  faceFailed:
    /^(Face ID failed several times, please try with verification code\.|فشل التعرّف على الوجه عدة مرات.+)$/,
  code: /^(Verification code|رمز التحقق)/,
  get: /^(Get code|الحصول على الرمز)$/,
  waiting: /^(Resend in \d+ s|إعادة الإرسال بعد \d+ ث)$/,
  confirm: /^(Confirm|تأكيد)$/,
  incorrect:
    /^(The verification code is incorrect or has expired\. Send a new code and enter it\.|رمز التحقق غير صحيح أو منتهي الصلاحية.+)$/,
  failedTwice: /^(Authentication failed twice|فشلت المصادقة مرتين)$/,
  alreadySent:
    /^(A verification code was already sent\. You can ask for a new one in \d+ seconds\.|تم إرسال رمز تحقق بالفعل\. يمكنك طلب رمز جديد بعد \d+ ثانية\.)$/,
  dashboard: /^(Go to dashboard|الذهاب إلى لوحة التحكم)$/,
};

/** Waits until an element is visible (dialogs fade in). */
async function shown(element: HTMLElement) {
  await waitFor(() => expect(element).toBeVisible(), { timeout: 5000 });
}

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Opens the chooser from the page. */
async function openChooser(canvasElement: HTMLElement) {
  const body = page(canvasElement);
  await userEvent.click(
    await body.findByRole('button', { name: text.instead }, { timeout: 10_000 }),
  );
  return within(await body.findByRole('dialog', { name: text.chooser }));
}

/** Takes a photo in the face dialog once the camera is live. */
async function takePhoto(canvasElement: HTMLElement) {
  const dialog = within(await page(canvasElement).findByRole('dialog', { name: text.faceDialog }));
  const take = await dialog.findByRole('button', { name: text.take }, { timeout: 10_000 });
  await waitFor(() => expect(take).not.toHaveAttribute('aria-disabled'), { timeout: 5000 });
  await userEvent.click(take);
}

/** Face first: from the chooser with facial recognition checked. */
async function faceAttempt(canvasElement: HTMLElement) {
  const chooser = await openChooser(canvasElement);
  await waitFor(() => expect(chooser.getByRole('radio', { name: text.face })).toBeChecked());
  await userEvent.click(chooser.getByRole('button', { name: text.submit }));
  await takePhoto(canvasElement);
}

/** A face attempt the comparison refuses: the oops dialog it opens, as a query scope. */
async function failedFaceAttempt(canvasElement: HTMLElement) {
  await faceAttempt(canvasElement);
  return within(
    await page(canvasElement).findByRole('alertdialog', { name: text.oops }, { timeout: 10_000 }),
  );
}

/** Failed faces then the OTP modal: Get, the code from the inbox, Confirm. */
async function passWithCode(canvasElement: HTMLElement) {
  const otp = within(
    await page(canvasElement).findByRole('dialog', { name: text.otpDialog }, { timeout: 10_000 }),
  );
  await expect(otp.getByRole('button', { name: text.confirm })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await userEvent.click(otp.getByRole('button', { name: text.get }));
  await shown(await otp.findByRole('button', { name: text.waiting }));
  await userEvent.type(otp.getByRole('textbox', { name: text.code }), await waitForCode());
  await userEvent.click(otp.getByRole('button', { name: text.confirm }));
}

async function waitForCode(): Promise<string> {
  let code = '';
  await waitFor(async () => {
    code = await codeSentTo(tariro.account);
  });
  return code;
}

/**
 * F3.10 step-up authentication against the MSW-mocked sandbox: Tariro at /memorableWord, which
 * offers the memorable word and, through the chooser, face or code.
 */
const meta = {
  title: 'Flows/Step-up authentication',
  component: StepUpPortal,
  args: { face: 'match' },
  parameters: { layout: 'fullscreen' },
  loaders: [resetPortal],
} satisfies Meta<typeof StepUpPortal>;

export default meta;
type Story = StoryObj<typeof meta>;

// F3.10
/** The chooser: facial recognition first, OTP beside it; Cancel gives up and says so. */
export const Chooser: Story = {
  play: async ({ canvasElement }) => {
    const chooser = await openChooser(canvasElement);
    await waitFor(() => expect(chooser.getByRole('radio', { name: text.face })).toBeChecked());
    await expect(chooser.getByRole('radio', { name: text.otpMethod })).not.toBeChecked();
    await userEvent.keyboard('{Escape}');
    await shown(
      await page(canvasElement).findByText(
        /^(Authentication was not completed\.|لم تكتمل المصادقة\.)$/,
      ),
    );
  },
};

// F3.10
/** A matching face passes. */
export const FaceSuccess: Story = {
  play: async ({ canvasElement }) => {
    await faceAttempt(canvasElement);
    await shown(await page(canvasElement).findByText(text.passed, {}, { timeout: 10_000 }));
  },
};

// F3.10
/** One failure: Oops with its text, then OTP with the face-failed text and the countdown, and a right code passes. */
export const OneFailureThenOtp: Story = {
  args: { face: 'noMatch' },
  play: async ({ canvasElement }) => {
    const oops = await failedFaceAttempt(canvasElement);
    await shown(oops.getByText(text.oopsText));
    await userEvent.click(oops.getByRole('button', { name: text.useOtp }));
    await shown(await page(canvasElement).findByText(text.faceFailed));
    await passWithCode(canvasElement);
    await shown(await page(canvasElement).findByText(text.passed, {}, { timeout: 10_000 }));
    await expect(
      Object.keys(window.sessionStorage).some((key) => key.startsWith('otp_stepUp_')),
    ).toBe(true);
  },
};

// F3.10
/** No face captured: the OTP modal says biometrics were not captured; a wrong code is the second failure. */
export const NotCapturedThenWrongCode: Story = {
  args: { face: 'notCaptured' },
  play: async ({ canvasElement }) => {
    const oops = await failedFaceAttempt(canvasElement);
    await userEvent.click(oops.getByRole('button', { name: text.useOtp }));
    const otp = within(
      await page(canvasElement).findByRole('dialog', { name: text.otpDialog }, { timeout: 10_000 }),
    );
    await shown(otp.getByText(text.notCaptured));
    await userEvent.type(otp.getByRole('textbox', { name: text.code }), '12ab34');
    await expect(otp.getByRole('textbox', { name: text.code })).toHaveValue('1234');
    await expect(otp.getByRole('button', { name: text.confirm })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.type(otp.getByRole('textbox', { name: text.code }), '00');
    await userEvent.click(otp.getByRole('button', { name: text.confirm }));
    await shown(await page(canvasElement).findByRole('alertdialog', { name: text.failedTwice }));
  },
};

// F3.10, spec 03 §8 "OTP send failure: server resultMsg"
/** A refused code send (one was sent a moment ago) shows the server's message, and the wait it gives counts down. */
export const OtpSendRefused: Story = {
  play: async ({ canvasElement }) => {
    const chooser = await openChooser(canvasElement);
    // The chooser offers face once the configuration has arrived (and selects it then): choose after that.
    await waitFor(() => expect(chooser.getByRole('radio', { name: text.face })).toBeChecked(), {
      timeout: 10_000,
    });
    await userEvent.click(chooser.getByRole('radio', { name: text.otpMethod }));
    await userEvent.click(chooser.getByRole('button', { name: text.submit }));
    const otp = within(
      await page(canvasElement).findByRole('dialog', { name: text.otpDialog }, { timeout: 10_000 }),
    );
    // A code sent a moment ago from elsewhere (another tab): within the gap the sandbox refuses another.
    const sent = await postJson(
      '/ecare/gaia/realName/otp/send',
      { partyType: 'INDIVIDUAL' },
      { token: tokenStore.get() ?? '' },
    );
    await expect(((await sent.json()) as { code: string }).code).toBe('200');
    await userEvent.click(otp.getByRole('button', { name: text.get }));
    await shown(await otp.findByText(text.alreadySent));
    await shown(await otp.findByRole('button', { name: text.waiting }));
  },
};

// F3.10
/** Two face failures: the failed-twice dialog's button goes to the dashboard. */
export const TwoFailuresToDashboard: Story = {
  args: { face: 'noMatch' },
  play: async ({ canvasElement }) => {
    const oops = await failedFaceAttempt(canvasElement);
    await userEvent.click(oops.getByRole('button', { name: text.retry }));
    await takePhoto(canvasElement);
    const failed = within(
      await page(canvasElement).findByRole(
        'alertdialog',
        { name: text.failedTwice },
        { timeout: 10_000 },
      ),
    );
    await userEvent.click(failed.getByRole('button', { name: text.dashboard }));
    await waitFor(
      () =>
        expect(
          page(canvasElement).queryByRole('heading', { level: 1, name: text.title }),
        ).toBeNull(),
      { timeout: 10_000 },
    );
  },
};

// F3.10
/** The memorable word under the operator's pattern (digits): a wrong word fails and disables Next until it changes; the right one passes. */
export const MemorableWord: Story = {
  args: { memorablePattern: '^\\d{4,6}$' },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    const word = await body.findByLabelText(text.word, { selector: 'input' }, { timeout: 10_000 });
    const next = body.getByRole('button', { name: text.next });
    await userEvent.type(word, '13');
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await userEvent.type(word, '57');
    await userEvent.click(next);
    await shown(await body.findByText(text.wrongPin));
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await userEvent.clear(word);
    await userEvent.type(word, '2468{Enter}');
    await shown(await body.findByText(text.passedWord));
  },
};

// F3.10
/** The default pattern is 4–12 letters: digits keep Next disabled. */
export const MemorableWordDefaultPattern: Story = {
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    const word = await body.findByLabelText(text.word, { selector: 'input' }, { timeout: 10_000 });
    await userEvent.type(word, '2468');
    await expect(body.getByRole('button', { name: text.next })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.clear(word);
    await userEvent.type(word, 'falcon');
    await expect(body.getByRole('button', { name: text.next })).not.toHaveAttribute(
      'aria-disabled',
    );
  },
};
