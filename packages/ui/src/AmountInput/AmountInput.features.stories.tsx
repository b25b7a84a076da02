import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { expectFieldError } from '../internal/stories/fieldSteps';
import { tabTo } from '../internal/stories/keyboardSteps';
import { AmountInput } from './AmountInput';
import { amountInputStoryDefaults } from './AmountInput.fixtures';

const meta = {
  title: 'Kit/AmountInput/Features',
  component: AmountInput,
  ...amountInputStoryDefaults,
} satisfies Meta<typeof AmountInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const LABEL = /other amount|مبلغ آخر/i;

// F3.6
/**
 * The custom amount keeps digits and one dot, at most 2 decimals, and collapses leading zeros
 * (domain normaliseAmountInput). Keyboard only.
 */
export const DecimalRules: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: LABEL });
    await tabTo(input, 1);
    await userEvent.keyboard('00a12.3.456');
    await expect(input).toHaveValue('12.34');
    await expect(args.onChange).toHaveBeenLastCalledWith('12.34');
    await userEvent.clear(input);
    await userEvent.keyboard('.5');
    await expect(input).toHaveValue('0.5');
    await expect(input).toHaveAttribute('inputmode', 'decimal');
  },
};

// F3.6
/** When integers are required, only digits are kept. */
export const IntegerOnly: Story = {
  args: { integer: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: LABEL });
    await userEvent.tab();
    await userEvent.keyboard('007.50');
    await expect(input).toHaveValue('750');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
  },
};

// F3.6
/** An error message is tied to the field and marks it invalid. */
export const WithError: Story = {
  args: { error: 'tip_amount_request', defaultValue: '3' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: LABEL });
    await expectFieldError(input, /enter an amount|أدخل مبلغًا/i);
  },
};
