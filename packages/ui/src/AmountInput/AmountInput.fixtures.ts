import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { AmountInput } from './AmountInput';

/** The meta the AmountInput stories and feature stories share (all but the title). */
export const amountInputStoryDefaults = {
  args: { onChange: fn() },
} satisfies Meta<typeof AmountInput>;
