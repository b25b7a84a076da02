import type { Meta, StoryObj } from '@storybook/react-vite';
import { BillAmountField } from './BillAmountField';
import { billAmountFieldStoryDefaults } from './BillAmountField.fixtures';

const meta = {
  title: 'Kit/BillAmountField',
  component: BillAmountField,
  ...billAmountFieldStoryDefaults,
} satisfies Meta<typeof BillAmountField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { defaultEditing: true, disabled: false, currencySymbol: '$', label: 'gaia_kitbalance_bill_amount' },
};
