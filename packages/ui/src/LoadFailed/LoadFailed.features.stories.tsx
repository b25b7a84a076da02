import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { demoPiece, LazyDemo, type DemoNetwork } from './LoadFailed.demo';

const meta = {
  title: 'Primitives/LoadFailed/Features',
  component: LazyDemo,
  args: { Piece: demoPiece({ up: true }) },
} satisfies Meta<typeof LazyDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const FAILED = /could not be loaded|تعذّر تحميل هذا الجزء/;
const RETRY = /^(retry|إعادة المحاولة)$/i;
const LOADED = /up to date|طلباتك محدّثة/;
const FIELD = /order number|رقم الطلب/i;
const LOAD = /load orders|تحميل الطلبات/i;

const inlineNetwork: DemoNetwork = { up: false };

// Issue 10 §3
/**
 * The piece's code cannot be fetched — its place says so (announced at once) with
 * Retry, the field above keeps what was typed; once the network is back, Retry brings the piece.
 */
export const InlineFailureKeepsTheFormAndRetries: Story = {
  args: { Piece: demoPiece(inlineNetwork) },
  play: async ({ canvasElement }) => {
    inlineNetwork.up = false;
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: FIELD }), 'A-1024');
    await userEvent.click(canvas.getByRole('button', { name: LOAD }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(FAILED);
    await expect(canvas.getByRole('textbox', { name: FIELD })).toHaveValue('A-1024');
    // Still offline: Retry fails again, and says so again.
    await userEvent.click(canvas.getByRole('button', { name: RETRY }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(FAILED);
    inlineNetwork.up = true;
    await userEvent.click(canvas.getByRole('button', { name: RETRY }));
    await expect(await canvas.findByText(LOADED)).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: FIELD })).toHaveValue('A-1024');
  },
};

const dialogNetwork: DemoNetwork = { up: false };

/**
 * A piece that is a dialog fails in a small dialog of its own: named, its message announced, Close
 * gives up (the piece's onClose), Retry brings the piece once it can be fetched.
 */
export const DialogFailureClosesOrRetries: Story = {
  args: { Piece: demoPiece(dialogNetwork, { placement: 'dialog' }), dialog: true, onClose: fn() },
  play: async ({ canvasElement, args }) => {
    dialogNetwork.up = false;
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: LOAD }));
    const failure = await screen.findByRole('dialog', { name: /could not be opened|تعذّر فتح هذا/ });
    await expect(within(failure).getByRole('alert')).toHaveTextContent(FAILED);
    await userEvent.click(within(failure).getByRole('button', { name: /^(close|إغلاق)$/i }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    dialogNetwork.up = true;
    await userEvent.click(canvas.getByRole('button', { name: LOAD }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: RETRY }));
    // The dialog fades in.
    const loaded = await screen.findByRole('dialog', { name: LOADED });
    await waitFor(() => expect(loaded).toBeVisible());
  },
};
