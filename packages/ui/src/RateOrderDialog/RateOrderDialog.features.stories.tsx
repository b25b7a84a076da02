import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  expectRemarksKeep400,
  REMARKS,
  remarksAndSubmit,
  submitFromRemarksWithKeyboard,
} from '../internal/stories/remarksSteps';
import { RateOrderDialog } from './RateOrderDialog';
import { rateOrderDialogSteps, rateOrderDialogStoryDefaults } from './RateOrderDialog.fixtures';

const meta = {
  title: 'Kit/RateOrderDialog/Features',
  component: RateOrderDialog,
  ...rateOrderDialogStoryDefaults,
} satisfies Meta<typeof RateOrderDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

// F3.16
/**
 * Keyboard only: the rating is a radio group defaulting to 5 stars; arrow keys change it;
 * Submit stays disabled until remarks are typed; Submit sends orderId, orderNbr, star and comments,
 * then the dialog closes.
 */
export const KeyboardRate: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await rateOrderDialogSteps.openWithKeyboard(canvasElement);
    const group = within(dialog).getByRole('radiogroup', { name: /rating|التقييم/i });
    const radios = within(group).getAllByRole('radio');
    await expect(radios).toHaveLength(5);
    await expect(within(group).getByRole('radio', { name: /^(5 stars|5 نجوم)$/i })).toBeChecked();
    const { remarks, submit } = remarksAndSubmit(dialog);
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab(); // the close button
    await userEvent.tab(); // the checked radio
    await expect(within(group).getByRole('radio', { name: /^(5 stars|5 نجوم)$/i })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(group).getByRole('radio', { name: /^(4 stars|4 نجوم)$/i })).toBeChecked();
    await userEvent.tab();
    await expect(remarks).toHaveFocus();
    await userEvent.keyboard('Quick delivery');
    await expect(remarks).toHaveAccessibleDescription(/14 (of|من) 400/);
    await expect(submit).not.toHaveAttribute('aria-disabled');
    await submitFromRemarksWithKeyboard(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      orderId: '9004',
      orderNbr: '1004',
      star: 4,
      comments: 'Quick delivery',
    });
    await rateOrderDialogSteps.expectClosed(canvasElement);
  },
};

// F3.16
/** Closing resets the dialog — 5 stars and empty remarks when it opens again. */
export const ResetOnClose: Story = {
  play: async ({ canvasElement }) => {
    let dialog = await rateOrderDialogSteps.openByPress(canvasElement);
    await userEvent.click(within(dialog).getByRole('radio', { name: /^(2 stars|2 نجوم)$/i }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: REMARKS }), 'Late');
    await userEvent.click(within(dialog).getByRole('button', { name: /^(cancel|إلغاء)$/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    dialog = await rateOrderDialogSteps.openByPress(canvasElement);
    await expect(within(dialog).getByRole('radio', { name: /^(5 stars|5 نجوم)$/i })).toBeChecked();
    await expect(within(dialog).getByRole('textbox', { name: REMARKS })).toHaveValue('');
  },
};

// F3.16
/** Remarks stop at 400 characters and blank remarks keep Submit disabled. */
export const RemarksRules: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await rateOrderDialogSteps.openByPress(canvasElement);
    const { remarks, submit } = remarksAndSubmit(dialog);
    await userEvent.type(remarks, '   ');
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await userEvent.clear(remarks);
    await expectRemarksKeep400(remarks, 'y'.repeat(420));
    await expect(submit).not.toHaveAttribute('aria-disabled');
  },
};
