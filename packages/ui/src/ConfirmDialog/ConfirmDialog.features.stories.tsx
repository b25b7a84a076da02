import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ConfirmDialog } from './ConfirmDialog';
import { confirmDialogSteps, confirmDialogStoryDefaults } from './ConfirmDialog.fixtures';

const meta = {
  title: 'Primitives/ConfirmDialog/Features',
  component: ConfirmDialog,
  ...confirmDialogStoryDefaults,
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const CONFIRM = /^(confirm|تأكيد)$/i;
const CANCEL = /^(cancel|إلغاء)$/i;

/**
 * Keyboard only: the alert dialog is named by its title and described by its message; Tab reaches
 * Cancel then Confirm, Enter confirms, the dialog closes and focus returns to the trigger.
 */
export const KeyboardConfirm: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await confirmDialogSteps.openWithKeyboard(canvasElement);
    await expect(dialog).toHaveAccessibleDescription(/session has ended|انتهت جلستك/i);
    await userEvent.tab(); // close button
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: CANCEL })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: CONFIRM })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await confirmDialogSteps.expectClosed(canvasElement);
  },
};

/** Cancel calls onCancel and closes without confirming. */
export const CancelCloses: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await confirmDialogSteps.openByPress(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: CANCEL }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

let settle: (value?: boolean) => void = () => undefined;

/**
 * An async confirm shows loading on the confirm button; while it runs, Escape, Cancel and a second
 * press do nothing; when it resolves the dialog closes.
 */
export const AsyncConfirmWithLoading: Story = {
  args: {
    danger: true,
    onConfirm: fn(
      () =>
        new Promise<boolean | undefined>((resolve) => {
          settle = resolve;
        }),
    ),
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await confirmDialogSteps.openByPress(canvasElement);
    const confirm = within(dialog).getByRole('button', { name: CONFIRM });
    await expect(confirm).toHaveAttribute('data-variant', 'danger');
    await userEvent.click(confirm);
    await waitFor(() => expect(confirm).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(confirm);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(dialog).getByRole('button', { name: CANCEL }));
    await expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onClose).not.toHaveBeenCalled();
    settle();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(confirmDialogSteps.trigger(canvasElement)).toHaveFocus());
    // Whether the returned focus shows its ring after mixed key and pointer input is the browser's
    // heuristic; a click beside the trigger ends the story in one state for its picture.
    await userEvent.click(canvasElement);
  },
};

/** A rejected confirm keeps the dialog open and shows the failure (e.g. the server's resultMsg) in an alert. */
export const RejectedConfirmKeepsOpen: Story = {
  args: { onConfirm: fn(() => Promise.reject(new Error('gaia_tip_server_error'))) },
  play: async ({ canvasElement, args }) => {
    const dialog = await confirmDialogSteps.openByPress(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: CONFIRM }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        /went wrong on our side|حدث خطأ من جهتنا/,
      ),
    );
    await expect(within(dialog).getByRole('button', { name: CONFIRM })).not.toHaveAttribute(
      'aria-busy',
    );
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};
