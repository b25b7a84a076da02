import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { BillAmountField } from './BillAmountField';

/** The meta the BillAmountField stories and feature stories share (all but the title). */
export const billAmountFieldStoryDefaults = {
  args: { amountDisplay: '$1,234.50', limits: { minAmount: 1, maxAmount: 5000 }, onChange: fn() },
} satisfies Meta<typeof BillAmountField>;
