import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { BillAmountField } from './BillAmountField';

const meta = {
  title: 'Kit/BillAmountField',
  component: BillAmountField,
  args: { amountDisplay: '$1,234.50', limits: { minAmount: 1, maxAmount: 5000 }, onChange: fn() },
} satisfies Meta<typeof BillAmountField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { defaultEditing: true, disabled: false, currencySymbol: '$', label: 'gaia_kitbalance_bill_amount' },
};
