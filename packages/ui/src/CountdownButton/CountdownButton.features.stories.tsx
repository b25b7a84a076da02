import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CountdownButton } from './CountdownButton';

/**
 * A fixed clock the stories move by hand: what a background tab, a sleeping laptop or a reload
 * looks like to the button, without waiting a minute.
 */
const START = Date.UTC(2025, 0, 6, 9, 0, 0);
const clock = { at: START };
const now = () => clock.at;
const KEY = 'gaia-story-countdown-features';

const meta = {
  title: 'Primitives/CountdownButton/Features',
  component: CountdownButton,
  args: { storageKey: KEY, onSend: fn(async () => true), now },
  beforeEach: () => {
    clock.at = START;
    sessionStorage.removeItem(KEY);
    return () => sessionStorage.removeItem(KEY);
  },
} satisfies Meta<typeof CountdownButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const SEND = /send code|إرسال الرمز/i;
const RESEND = /^(resend code|إعادة إرسال الرمز)$/i;
const counting = (seconds: number) =>
  new RegExp(`(resend in ${seconds} s|إعادة الإرسال بعد ${seconds} ث)`, 'i');

/** Keyboard only: Tab to the button, send with Enter, and wait for the 60 s countdown to show. */
async function sendAndWaitForCountdown(canvas: ReturnType<typeof within>) {
  await userEvent.tab();
  await userEvent.keyboard('{Enter}');
  await canvas.findByRole('button', { name: counting(60) });
}

/** The background tab is shown again `elapsed` ms after the start, waking the button as a browser does. */
function showTabAgainAfter(elapsed: number) {
  clock.at = START + elapsed;
  document.dispatchEvent(new Event('visibilitychange'));
}

// F1.3, F2.4
/** Send with the keyboard starts "Resend in 60 s" (60 from the configuration) and announces it once. */
export const SendStartsCountdown: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: SEND })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    const button = await canvas.findByRole('button', { name: counting(60) });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      /resend it in 60 seconds|إعادة إرساله بعد 60 ثانية/,
    );
    await expect(sessionStorage.getItem(KEY)).toBe(String(START));
    // Pressing during the countdown does nothing.
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledTimes(1);
  },
};

// F1.6
/** No countdown when sending fails (already sent, unregistered account, network error). */
export const NoCountdownWhenSendFails: Story = {
  args: { onSend: fn().mockResolvedValueOnce(false).mockRejectedValueOnce(new Error('network')) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSend).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: SEND })).not.toHaveAttribute('aria-busy'),
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSend).toHaveBeenCalledTimes(2));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: SEND })).not.toHaveAttribute('aria-busy'),
    );
    await expect(canvas.getByRole('button', { name: SEND })).not.toHaveAttribute('aria-disabled');
    await expect(sessionStorage.getItem(KEY)).toBeNull();
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** Runs from the deadline, not from ticks: 45 s in a background tab shows 15 s the moment it is seen again. */
export const RunsFromDeadline: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await sendAndWaitForCountdown(canvas);
    showTabAgainAfter(45_000);
    await canvas.findByRole('button', { name: counting(15) });
    // Only the start is announced, not every second.
    await expect(canvas.getByRole('status')).toHaveTextContent(/60/);
    await expect(canvas.getByRole('status')).not.toHaveTextContent(/15/);
  },
};

// F1.3
/** At the deadline the button offers Resend, announced politely once; resending starts again. */
export const ResendBecomesAvailable: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await sendAndWaitForCountdown(canvas);
    showTabAgainAfter(60_000);
    const resend = await canvas.findByRole('button', { name: RESEND });
    await expect(resend).not.toHaveAttribute('aria-disabled');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      /you can now resend|يمكنك الآن إعادة/i,
    );
    await expect(canvas.getByRole('status')).toHaveAttribute('role', 'status');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledTimes(2);
    await canvas.findByRole('button', { name: counting(60) });
    await expect(sessionStorage.getItem(KEY)).toBe(String(START + 60_000));
  },
};

/** Spec 03 "OTP countdown": after a reload the stored start time brings the countdown back where it was. */
export const RestoresAfterReload: Story = {
  beforeEach: () => {
    sessionStorage.setItem(KEY, String(START - 20_000));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: counting(40) });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    // A restored countdown is not announced again.
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** A countdown that ended while the page was closed comes back as Resend (a code was sent this session). */
export const RestoredAfterDeadline: Story = {
  beforeEach: () => {
    sessionStorage.setItem(KEY, String(START - 120_000));
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: RESEND })).not.toHaveAttribute(
      'aria-disabled',
    );
  },
};

// Spec 01 §4
/** Sending is active only when the caller says the account looks valid; disabled stays focusable. */
export const DisabledUntilAccountValid: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: SEND });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** A real clock and a short length (2 s): the button really counts down and offers Resend. */
export const ShortRealCountdown: Story = {
  args: { seconds: 2, now: undefined, storageKey: `${KEY}-real` },
  beforeEach: () => {
    sessionStorage.removeItem(`${KEY}-real`);
    return () => sessionStorage.removeItem(`${KEY}-real`);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await canvas.findByRole('button', { name: counting(2) });
    await canvas.findByRole('button', { name: counting(1) }, { timeout: 2500 });
    await canvas.findByRole('button', { name: RESEND }, { timeout: 2500 });
  },
};
