import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { manualClock } from '../internal/manualClock';
import { ToastTrigger } from '../internal/stories/ToastTrigger';
import { ToastProvider } from './Toast';
import { useToast } from './useToast';

const meta = {
  title: 'Primitives/Toast/Features',
  component: ToastTrigger,
  args: { tone: 'success', message: 'gaia_feedback_example_saved' },
} satisfies Meta<typeof ToastTrigger>;

export default meta;
type Story = StoryObj<typeof meta>;

const SAVED = /changes have been saved|تمّ حفظ التغييرات/;
const DISMISS = /dismiss notification|إغلاق الإشعار/i;

async function showByKeyboard() {
  await userEvent.tab();
  await userEvent.keyboard('{Enter}');
}

/** Shows the toast by keyboard, then F6 takes focus to its close button; returns them and the trigger. */
async function showAndReachToast(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await showByKeyboard();
  const trigger = canvas.getByRole('button', { name: /show notification|عرض الإشعار/i });
  const status = await canvas.findByRole('status');
  await userEvent.keyboard('{F6}');
  const close = canvas.getByRole('button', { name: DISMISS });
  await expect(close).toHaveFocus();
  return { canvas, trigger, status, close };
}

/** A success toast is announced politely (role=status) with its tone spoken first; the message key is translated. */
export const SuccessIsAStatus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await showByKeyboard();
    const status = await canvas.findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(SAVED));
    await expect(status).toHaveTextContent(/success|تمّ بنجاح/i);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: /notifications|الإشعارات/i })).toContainElement(status);
  },
};

// F0.2
/** A failed response shows the server's resultMsg (already in the user's language) in an error toast, announced at once. */
export const ServerErrorIsAnAlert: Story = {
  args: { tone: 'error', message: 'The account or password is incorrect.', label: 'gaia_feedback_example_show_error' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await showByKeyboard();
    const alert = await canvas.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('The account or password is incorrect.'));
    await expect(alert).toHaveTextContent(/error|خطأ/i);
  },
};

/** F6 moves focus to the newest toast's close button, Enter closes it and focus returns to where it was. */
export const DismissWithKeyboard: Story = {
  args: { durationMs: 0 },
  play: async ({ canvasElement }) => {
    const { trigger, status, close } = await showAndReachToast(canvasElement);
    await waitFor(() => expect(close).toHaveAccessibleDescription(SAVED));
    await userEvent.keyboard('{Enter}');
    await expect(status).not.toBeInTheDocument();
    await expect(trigger).toHaveFocus();
  },
};

/** Escape closes the focused toast; F6 pressed inside the toasts goes back without closing. */
export const EscapeAndF6Back: Story = {
  args: { durationMs: 0 },
  play: async ({ canvasElement }) => {
    const { canvas, trigger } = await showAndReachToast(canvasElement);
    await userEvent.keyboard('{F6}');
    await expect(trigger).toHaveFocus();
    await expect(canvas.getByRole('status')).toBeInTheDocument();
    await userEvent.keyboard('{F6}');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(trigger).toHaveFocus();
  },
};

/** A toast closes itself after its duration. */
export const ClosesAfterItsDuration: Story = {
  args: { durationMs: 700 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await showByKeyboard();
    const status = await canvas.findByRole('status');
    await waitFor(() => expect(status).not.toBeInTheDocument(), { timeout: 3000 });
  },
};

/** The pause stories run the toasts on a clock they move by hand, instead of waiting in real time. */
const clock = manualClock();

/** What the pause stories share: a 700 ms toast, under a provider that runs on the hand-moved clock. */
const onTheManualClock = {
  args: { durationMs: 700 },
  render: (args) => <ToastProvider clock={clock}><ToastTrigger {...args} /></ToastProvider>,
} satisfies Story;

/**
 * Shows a 700 ms toast on the hand-moved clock: while `pause` holds it, it outlives its duration;
 * once `resume` lets it go, it closes in the time it had left.
 */
async function expectPausedWhile(
  canvasElement: HTMLElement,
  pause: (status: HTMLElement) => Promise<unknown>,
  resume: (status: HTMLElement) => Promise<unknown>,
) {
  const canvas = within(canvasElement);
  clock.reset();
  await showByKeyboard();
  const status = await canvas.findByRole('status');
  await pause(status);
  await clock.advance(1200);
  await expect(status).toBeInTheDocument();
  await resume(status);
  await clock.advance(700);
  await waitFor(() => expect(status).not.toBeInTheDocument(), { timeout: 3000 });
}

/** WCAG 2.2.1: the clock stops while a toast holds focus, and runs on for the time left once focus leaves. */
export const PausesWhileFocused: Story = {
  ...onTheManualClock,
  // F6 moves focus into the toasts and, pressed again, back out.
  play: ({ canvasElement }) =>
    expectPausedWhile(
      canvasElement,
      () => userEvent.keyboard('{F6}'),
      () => userEvent.keyboard('{F6}'),
    ),
};

/** The clock also stops while the pointer rests on the toasts. */
export const PausesOnHover: Story = {
  ...onTheManualClock,
  play: ({ canvasElement }) =>
    expectPausedWhile(
      canvasElement,
      (status) => userEvent.hover(status),
      (status) => userEvent.unhover(status),
    ),
};

function TwoToasts() {
  const { show } = useToast();
  return (
    <Button
      onClick={() => {
        show({ tone: 'info', message: 'gaia_feedback_example_balance_updated', durationMs: 0 });
        show({ tone: 'error', message: 'gaia_tip_network_error', durationMs: 0 });
      }}
    >
      gaia_feedback_example_show_toast
    </Button>
  );
}

/** Toasts stack at the top (fixed, logical inset), newest first; a repeated message restarts its toast instead of stacking a copy. */
export const StackAtTheTopNewestFirst: Story = {
  render: () => <TwoToasts />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await showByKeyboard();
    // The stack loads on demand with the first toast: wait until it is on screen.
    const region = await canvas.findByRole('region', { name: /notifications|الإشعارات/i });
    await waitFor(() => expect(region).toBeVisible());
    const alert = await canvas.findByRole('alert');
    const status = await canvas.findByRole('status');
    await expect(alert.compareDocumentPosition(status) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const style = getComputedStyle(region);
    await expect(style.position).toBe('fixed');
    await expect(region.getBoundingClientRect().top).toBeLessThan(window.innerHeight / 4);
    await expect(style.insetInlineStart).toBe(style.insetInlineEnd);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getAllByRole('alert')).toHaveLength(1);
    await expect(canvas.getAllByRole('status')).toHaveLength(1);
    // The repeated toast is a fresh live region, so it is announced again.
    const again = canvas.getByRole('alert');
    await expect(again).not.toBe(alert);
    await waitFor(() => expect(again).toHaveTextContent(/could not reach the service|تعذّر الوصول/i));
  },
};

/** A ToastProvider can set its own lifetimes per tone (GaiaProvider takes the same options as `toasts`). */
export const ProviderDurations: Story = {
  render: (args) => (
    <ToastProvider durations={{ success: 500 }}>
      <ToastTrigger {...args} />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await showByKeyboard();
    const status = await canvas.findByRole('status');
    await waitFor(() => expect(status).not.toBeInTheDocument(), { timeout: 2500 });
  },
};
