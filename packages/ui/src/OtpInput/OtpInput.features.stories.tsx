import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectFieldError } from '../internal/stories/fieldSteps';
import { OtpInput, type OtpInputProps } from './OtpInput';
import { otpInputStoryDefaults } from './OtpInput.fixtures';

const meta = {
  title: 'Primitives/OtpInput/Features',
  component: OtpInput,
  ...otpInputStoryDefaults,
} satisfies Meta<typeof OtpInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const NAME = /verification code|رمز التحقق/i;

/** The digits the slots show, left to right. */
function slotText(canvasElement: HTMLElement): string[] {
  return Array.from(
    canvasElement.querySelectorAll('[data-slot]'),
    (slot) => slot.textContent ?? '',
  );
}

/** Keyboard only: Tab reaches the code field (the story's one tab stop); returns the field. */
async function tabIntoCodeField(canvasElement: HTMLElement) {
  const input = within(canvasElement).getByRole('textbox', { name: NAME });
  await userEvent.tab();
  await expect(input).toHaveFocus();
  return input;
}

/** The whole code is in: the field holds its digits, each slot shows one, and `onComplete` got them. */
async function expectWholeCode(
  canvasElement: HTMLElement,
  onComplete: OtpInputProps['onComplete'],
  code: string,
) {
  await expect(within(canvasElement).getByRole('textbox', { name: NAME })).toHaveValue(code);
  await expect(slotText(canvasElement)).toEqual([...code]);
  await expect(onComplete).toHaveBeenCalledWith(code);
}

/** What Chrome and Safari do when they fill a one-time code from an SMS: set the value, fire input. */
function autofill(input: HTMLInputElement, text: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setValue?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

// F1.3, F2.4
/** ONE labelled field, announced with its hint; slots are drawing only. */
export const OneLabelledField: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const inputs = canvas.getAllByRole('textbox');
    await expect(inputs).toHaveLength(1);
    const input = canvas.getByRole('textbox', { name: NAME });
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAttribute('maxlength', '6');
    await expect(input).toHaveAccessibleDescription(/6-digit|6 أرقام/);
    await expect(canvasElement.querySelectorAll('[data-slot]')).toHaveLength(6);
    await expect(canvasElement.querySelector('[data-slot]')?.parentElement).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  },
};

// F1.3
/** Typed with the keyboard alone, letters and symbols are dropped and each digit fills a slot. */
export const TypeDigitsWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const input = await tabIntoCodeField(canvasElement);
    await userEvent.keyboard('1a2 -3');
    await expect(input).toHaveValue('123');
    await expect(slotText(canvasElement)).toEqual(['1', '2', '3', '', '', '']);
    await expect(args.onChange).toHaveBeenLastCalledWith('123');
    await userEvent.keyboard('{Backspace}');
    await expect(input).toHaveValue('12');
    await userEvent.keyboard('3456');
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
  },
};

/** Arabic-Indic and Eastern Arabic digits from an Arabic keyboard become ASCII digits. */
export const ArabicIndicDigits: Story = {
  play: async ({ canvasElement, args }) => {
    await tabIntoCodeField(canvasElement);
    await userEvent.keyboard('١٢٣۴۵۶');
    await expectWholeCode(canvasElement, args.onComplete, '123456');
  },
};

// F2.4
/** A pasted code fills every slot, even with text, spaces or dashes around it. */
export const PasteFillsEverySlot: Story = {
  play: async ({ canvasElement, args }) => {
    await tabIntoCodeField(canvasElement);
    await userEvent.paste('Your code: 482-915');
    await expectWholeCode(canvasElement, args.onComplete, '482915');
  },
};

/** SMS autofill (autocomplete="one-time-code") sets the whole code at once: every slot fills. */
export const SmsAutofillFillsEverySlot: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole<HTMLInputElement>('textbox', { name: NAME });
    autofill(input, '٧٣٠١٥٨');
    await expectWholeCode(canvasElement, args.onComplete, '730158');
  },
};

const submitted = fn();

// F2.4 auto-verify
/** Auto-verify: with autoSubmit the form is sent as soon as the last digit is typed. */
export const AutoSubmitWhenComplete: Story = {
  args: { autoSubmit: true, name: 'otp' },
  beforeEach: () => {
    submitted.mockClear();
  },
  render: (args) => (
    <form
      aria-label="otp"
      onSubmit={(event) => {
        event.preventDefault();
        submitted(new FormData(event.currentTarget).get('otp'));
      }}
    >
      <OtpInput {...args} />
    </form>
  ),
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('12345');
    await expect(submitted).not.toHaveBeenCalled();
    await userEvent.keyboard('6');
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
    await waitFor(() => expect(submitted).toHaveBeenCalledWith('123456'));
    await expect(submitted).toHaveBeenCalledTimes(1);
    await expect(within(canvasElement).getByRole('textbox')).toHaveValue('123456');
  },
};

/** Clicking or tapping any slot lands on the one input and focuses it. */
export const ClickingASlotFocusesTheInput: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: NAME });
    const slot = canvasElement.querySelectorAll('[data-slot]')[3] as HTMLElement;
    const box = slot.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    await expect(hit).toBe(input);
    await userEvent.click(hit as HTMLElement);
    await expect(input).toHaveFocus();
  },
};

/** The code reads left to right inside a right-to-left page: the first digit is in the left slot. */
export const StaysLeftToRight: Story = {
  args: { defaultValue: '123456' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: NAME });
    await expect(input).toHaveAttribute('dir', 'ltr');
    const slots = Array.from(canvasElement.querySelectorAll<HTMLElement>('[data-slot]'));
    await expect(slots[0]?.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    const first = slots[0]?.getBoundingClientRect().left ?? 0;
    const last = slots[5]?.getBoundingClientRect().left ?? 0;
    await expect(first).toBeLessThan(last);
    await expect(slots[0]).toHaveTextContent('1');
  },
};

// F2.4
/** The length is configurable; four slots and a four-digit limit. */
export const FourDigits: Story = {
  args: { length: 4 },
  play: async ({ canvasElement, args }) => {
    const input = await tabIntoCodeField(canvasElement);
    await expect(canvasElement.querySelectorAll('[data-slot]')).toHaveLength(4);
    await expect(input).toHaveAttribute('maxlength', '4');
    await userEvent.paste('987654');
    await expectWholeCode(canvasElement, args.onComplete, '9876');
  },
};

// Spec 01 §8 (40904106)
/** The error is tied to the one input and shown with an icon and text. */
export const ErrorIsAnnounced: Story = {
  args: { error: 'gaia_validation_otp_required', required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: NAME });
    await expectFieldError(input, /required|مطلوب/i);
    await expect(input).toBeRequired();
  },
};

/** The WebOTP request made by the field, as a stub of `navigator.credentials.get` sees it. */
interface OtpRequest {
  otp?: { transport?: string[] };
  signal?: AbortSignal;
}

/**
 * Puts WebOTP in place (or takes it away) for one story: `OTPCredential` on window and a stub of
 * `navigator.credentials.get`; the returned function restores what the browser had.
 */
function stubWebOtp(supported: boolean, get: (request: OtpRequest) => Promise<unknown>) {
  const win = window as unknown as Record<string, unknown>;
  const hadOtp = Object.getOwnPropertyDescriptor(window, 'OTPCredential');
  const hadCredentials = Object.getOwnPropertyDescriptor(navigator, 'credentials');
  if (supported)
    Object.defineProperty(window, 'OTPCredential', {
      value: class OTPCredential {},
      configurable: true,
      writable: true,
    });
  else delete win.OTPCredential;
  const credentials = { get };
  Object.defineProperty(navigator, 'credentials', { value: credentials, configurable: true });
  return () => {
    delete win.OTPCredential;
    if (hadOtp) Object.defineProperty(window, 'OTPCredential', hadOtp);
    delete (navigator as unknown as Record<string, unknown>).credentials;
    if (hadCredentials) Object.defineProperty(navigator, 'credentials', hadCredentials);
  };
}

const smsGet = fn<(request: OtpRequest) => Promise<unknown>>();

/** A story's `beforeEach`: WebOTP there or not, and the browser's SMS request answered by `answer`. */
function withWebOtp(supported: boolean, answer: (request: OtpRequest) => Promise<unknown>) {
  return () => {
    smsGet.mockReset();
    smsGet.mockImplementation(answer);
    return stubWebOtp(supported, smsGet);
  };
}

/** WebOTP: where the browser has it, the code of the SMS is asked for on mount and fills every slot. */
export const WebOtpFillsFromSms: Story = {
  // The SMS arrives after the field has mounted: the request resolves asynchronously.
  beforeEach: withWebOtp(true, async () => ({ type: 'otp', id: '', code: '٤٨٢٩١٥' })),
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: NAME });
    await waitFor(() => expect(input).toHaveValue('482915'));
    await expect(smsGet).toHaveBeenCalled();
    const request = smsGet.mock.calls[0]?.[0];
    await expect(request?.otp).toEqual({ transport: ['sms'] });
    await expect(request?.signal).toBeInstanceOf(AbortSignal);
    await expect(slotText(canvasElement)).toEqual(['4', '8', '2', '9', '1', '5']);
    await expect(args.onComplete).toHaveBeenCalledWith('482915');
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
  },
};

/** WebOTP: a code typed before the SMS arrives ends the request (aborted), and the SMS changes nothing. */
export const WebOtpAbortedOnceComplete: Story = {
  beforeEach: withWebOtp(
    true,
    (request) =>
      new Promise((resolve, reject) => {
        request.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        );
      }),
  ),
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: NAME });
    await waitFor(() => expect(smsGet).toHaveBeenCalled());
    const signal = smsGet.mock.calls.at(-1)?.[0].signal;
    await expect(signal?.aborted).toBe(false);
    await userEvent.tab();
    await userEvent.keyboard('123456');
    await expect(signal?.aborted).toBe(true);
    await expect(input).toHaveValue('123456');
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
  },
};

/** Without WebOTP (no `OTPCredential`) nothing is asked of the browser; the field waits for typing. */
export const NoWebOtpWithoutSupport: Story = {
  beforeEach: withWebOtp(false, async () => ({ type: 'otp', id: '', code: '111111' })),
  play: async ({ canvasElement, args }) => {
    // The request would be made by the field's mount effect, which has run before the play function.
    const input = within(canvasElement).getByRole('textbox', { name: NAME });
    await expect(smsGet).not.toHaveBeenCalled();
    await expect(input).toHaveValue('');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
  },
};
