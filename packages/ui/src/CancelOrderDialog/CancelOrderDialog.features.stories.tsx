import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  expectRemarksKeep400,
  REMARKS,
  remarksAndSubmit,
  submitFromRemarksWithKeyboard,
} from '../internal/stories/remarksSteps';
import { CancelOrderDialog } from './CancelOrderDialog';
import {
  cancelOrderDialogSteps,
  cancelOrderDialogStoryDefaults,
} from './CancelOrderDialog.fixtures';

const meta = {
  title: 'Kit/CancelOrderDialog/Features',
  component: CancelOrderDialog,
  ...cancelOrderDialogStoryDefaults,
} satisfies Meta<typeof CancelOrderDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

// F3.16
/**
 * Keyboard only: the alert dialog asks about the order; Submit is disabled while the remarks
 * are empty (or blank); typing enables it, the counter follows, and Submit sends custOrderId and
 * the remarks, then the dialog closes and focus returns.
 */
export const KeyboardCancelWithRemarks: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await cancelOrderDialogSteps.openWithKeyboard(canvasElement);
    await expect(dialog).toHaveTextContent(/1002/);
    const { remarks, submit } = remarksAndSubmit(dialog);
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await expect(remarks).toHaveAccessibleDescription(/0 (of|من) 400/);
    await userEvent.tab(); // the close button
    await userEvent.tab();
    await expect(remarks).toHaveFocus();
    await userEvent.keyboard('   ');
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('Ordered twice');
    await expect(remarks).toHaveAccessibleDescription(/16 (of|من) 400/);
    await expect(submit).not.toHaveAttribute('aria-disabled');
    await submitFromRemarksWithKeyboard(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      custOrderId: '9002',
      remarks: 'Ordered twice',
    });
    await cancelOrderDialogSteps.expectClosed(canvasElement);
  },
};

// F3.16
/** Remarks stop at 400 characters, and they are empty again when the dialog reopens. */
export const RemarksLimitAndReset: Story = {
  play: async ({ canvasElement }) => {
    let dialog = await cancelOrderDialogSteps.openByPress(canvasElement);
    const remarks = within(dialog).getByRole('textbox', { name: REMARKS });
    await expectRemarksKeep400(remarks, 'x'.repeat(450));
    await expect(remarks).toHaveAccessibleDescription(/400 (of|من) 400/);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    dialog = await cancelOrderDialogSteps.openByPress(canvasElement);
    await expect(within(dialog).getByRole('textbox', { name: REMARKS })).toHaveValue('');
  },
};

// F3.16
/** A failed cancel keeps the dialog open and shows the server's message. */
export const FailureKeepsOpen: Story = {
  args: { onSubmit: fn(() => Promise.reject(new Error('Order already shipped'))) },
  play: async ({ canvasElement }) => {
    const dialog = await cancelOrderDialogSteps.openByPress(canvasElement);
    const { remarks, submit } = remarksAndSubmit(dialog);
    await userEvent.type(remarks, 'No longer needed');
    await userEvent.click(submit);
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Order already shipped'),
    );
    await expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  },
};
