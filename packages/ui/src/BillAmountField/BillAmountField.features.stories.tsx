import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectFieldError } from '../internal/stories/fieldSteps';
import { BillAmountField } from './BillAmountField';
import { billAmountFieldStoryDefaults } from './BillAmountField.fixtures';

const meta = {
  title: 'Kit/BillAmountField/Features',
  component: BillAmountField,
  ...billAmountFieldStoryDefaults,
} satisfies Meta<typeof BillAmountField>;

export default meta;
type Story = StoryObj<typeof meta>;

const LABEL = /amount to pay|المبلغ المطلوب دفعه/i;
const LIMIT = /you can pay from 1 to 5,000|يمكنك دفع مبلغ من 1 إلى 5,000/i;

// F3.7
/** The amount due is the default, with the `tip_paybill_amount_limit` hint. */
export const DefaultAmount: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: LABEL });
    await expect(group).toHaveTextContent('$1,234.50');
    await expect(group).toHaveAccessibleDescription(LIMIT);
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith({ value: '1234.50', valid: true, canContinue: true }));
  },
};

// F3.7
/**
 * The edit button switches to an input (focus moves into it); digits with up to 2 decimals,
 * leading zero stripped; outside min..max the hint turns into an error and the amount cannot be
 * confirmed. Keyboard only.
 */
export const EditKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /edit amount|تعديل المبلغ/i })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const input = await canvas.findByRole('textbox', { name: LABEL });
    await waitFor(() => expect(input).toHaveFocus());
    await expect(input).toHaveValue('1234.50');
    await userEvent.clear(input);
    await userEvent.keyboard('0099.999');
    await expect(input).toHaveValue('99.99');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).toHaveAccessibleDescription(LIMIT);
    await userEvent.keyboard('{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}');
    await userEvent.keyboard('6000');
    await expect(input).toHaveValue('6000');
    await expectFieldError(input, LIMIT);
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith({ value: '6000', valid: false, canContinue: false }));
  },
};

// F3.7 / spec 03 §9
/** The maximum never exceeds 100000, even when the server allows more. */
export const MaximumCap: Story = {
  args: { limits: { minAmount: 0, maxAmount: 250000 }, defaultEditing: true, amountDisplay: '$0.00' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: LABEL });
    await expect(input).toHaveAccessibleDescription(/100,000/);
    await userEvent.click(input);
    await userEvent.keyboard('100001');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith({ value: '100001', valid: false, canContinue: false }));
  },
};
