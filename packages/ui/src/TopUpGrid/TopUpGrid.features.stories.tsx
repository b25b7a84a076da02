import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { TopUpCurrency } from '@gaia/domain';
import { TopUpGrid, type TopUpGridProps } from './TopUpGrid';

const meta = {
  title: 'Kit/TopUpGrid/Features',
  component: TopUpGrid,
  args: { amounts: [5, 10, 20, 50, 100, 200], min: 1, max: 150, currencySymbol: '$', onChange: fn(), onCurrencyChange: fn() },
} satisfies Meta<typeof TopUpGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

const GROUP = /top-up amount|مبلغ إعادة الشحن/i;
const CUSTOM = /other amount|مبلغ آخر/i;
const RANGE = /enter an amount from 1 to 150|أدخل مبلغًا من 1 إلى 150/i;

// F3.6
/**
 * The amounts are one radio group in three columns, the first preselected; one tab stop, arrow
 * keys move and select, Tab leaves the group for the custom amount. Keyboard only.
 */
export const KeyboardGrid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: GROUP });
    const radios = within(group).getAllByRole('radio');
    await expect(radios).toHaveLength(6);
    await expect(getComputedStyle(group.querySelector('label')!.parentElement!).gridTemplateColumns.split(' ')).toHaveLength(3);
    await expect(canvas.getByRole('radio', { name: '$5.00' })).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '$5.00' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: '$10.00' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '$10.00' })).toHaveFocus();
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith({ amount: 10, currency: 'LOCAL', valid: true, source: 'preset' }));
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: CUSTOM })).toHaveFocus();
  },
};

// F3.6
/** A preset outside min..max shows `tip_amount_request` with min and max on the group. */
export const PresetOutOfRange: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('radio', { name: '$200.00' })).toBeChecked();
    await expect(canvas.getByRole('radiogroup', { name: GROUP })).toHaveAccessibleDescription(RANGE);
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith({ amount: 200, currency: 'LOCAL', valid: false, source: 'preset' }));
  },
};

// F3.6
/**
 * Typing a custom amount selects it (no preset stays checked); the domain normaliser shapes
 * the text, and min / max apply with `tip_amount_request`.
 */
export const CustomAmount: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: CUSTOM });
    await userEvent.tab();
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('0250.999');
    await expect(input).toHaveValue('250.99');
    await expect(canvas.queryByRole('radio', { checked: true })).toBeNull();
    await expect(input).toHaveAccessibleDescription(RANGE);
    await userEvent.clear(input);
    await userEvent.keyboard('42.5');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith({ amount: 42.5, currency: 'LOCAL', valid: true, source: 'custom' }));
  },
};

// F3.6
/** Integers required — the custom amount keeps digits only. */
export const CustomIntegerOnly: Story = {
  args: { integer: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: CUSTOM });
    await userEvent.click(input);
    await userEvent.keyboard('12.5');
    await expect(input).toHaveValue('125');
  },
};

/** Loads the amount list of the chosen currency, as the app does. */
function CurrencyDemo(props: TopUpGridProps) {
  const [currency, setCurrency] = useState<TopUpCurrency>('LOCAL');
  return (
    <TopUpGrid
      {...props}
      amounts={currency === 'USD' ? [1, 2, 5] : [100, 200, 500]}
      max={1000}
      onCurrencyChange={(next) => {
        props.onCurrencyChange?.(next);
        setCurrency(next);
      }}
    />
  );
}

// F3.6
/**
 * The USD / local currency switch (kit SegmentedControl); a new amount list preselects its
 * first amount. Keyboard only.
 */
export const CurrencySwitch: Story = {
  args: { localSymbol: 'ZWG' },
  render: (args) => <CurrencyDemo {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: /currency|العملة/i })).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: 'ZWG' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'ZWG 100.00' })).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'ZWG' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('radio', { name: '$' })).toBeChecked();
    await expect(args.onCurrencyChange).toHaveBeenLastCalledWith('USD');
    await waitFor(() => expect(canvas.getByRole('radio', { name: '$1.00' })).toBeChecked());
    await expect(canvas.queryByRole('radio', { name: 'ZWG 100.00' })).toBeNull();
  },
};
