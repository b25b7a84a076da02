import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AmountInput } from './AmountInput';

const meta = {
  title: 'Kit/AmountInput',
  component: AmountInput,
  args: { onChange: fn() },
} satisfies Meta<typeof AmountInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { label: 'gaia_kitbalance_topup_custom', integer: false, maxDecimals: 2, disabled: false, required: false, defaultValue: '12.5' },
};
