import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TopUpGrid } from './TopUpGrid';

const meta = {
  title: 'Kit/TopUpGrid',
  component: TopUpGrid,
  args: { amounts: [5, 10, 20, 50, 100, 200], min: 1, max: 500, onChange: fn(), onCurrencyChange: fn() },
} satisfies Meta<typeof TopUpGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { localSymbol: 'ZWG', defaultCurrency: 'USD', allowCustom: true, integer: false, disabled: false, currencyPosition: 'before' },
  argTypes: { defaultCurrency: { control: 'inline-radio', options: ['USD', 'LOCAL'] } },
};
