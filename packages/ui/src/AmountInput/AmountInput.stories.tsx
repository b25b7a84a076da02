import type { Meta, StoryObj } from '@storybook/react-vite';
import { AmountInput } from './AmountInput';
import { amountInputStoryDefaults } from './AmountInput.fixtures';

const meta = {
  title: 'Kit/AmountInput',
  component: AmountInput,
  ...amountInputStoryDefaults,
} satisfies Meta<typeof AmountInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { label: 'gaia_kitbalance_topup_custom', integer: false, maxDecimals: 2, disabled: false, required: false, defaultValue: '12.5' },
};
