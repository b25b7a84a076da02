import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { inRoom } from '../internal/stories/inRoom';
import { CartSummary } from './CartSummary';

const meta = {
  title: 'Kit/CartSummary',
  component: CartSummary,
  args: { totalQuantity: 3, totalAmount: 1247, note: 'gaia_cart_summary_note', action: <Button fullWidth>gaia_cart_checkout</Button> },
  decorators: [inRoom({ maxInlineSize: 360 })],
} satisfies Meta<typeof CartSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

// F4.3
/** The cart's summary: units and the total, VAT included, with the next action. */
export const Cart: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = await canvas.findByRole('region', { name: /summary|الملخص/i });
    await expect(within(summary).getByText('3')).toBeVisible();
    await expect(within(summary).getByText(/1,247\.00|١٬٢٤٧٫٠٠/)).toBeVisible();
  },
};

// F4.4
/** At checkout: total before tax and VAT split out of the total. */
export const WithTax: Story = {
  args: {
    totalQuantity: 1,
    totalAmount: 449,
    rows: [
      { label: 'gaia_checkout_shop_fee_before_tax', amount: 387.07 },
      { label: 'gaia_checkout_shop_fee_tax', values: { rate: 16 }, amount: 61.93 },
    ],
    totalLabel: 'gaia_checkout_shop_fee_total',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/VAT \(16%\)|ضريبة القيمة المضافة/)).toBeVisible();
    await expect(canvas.getByText(/387\.07|٣٨٧٫٠٧/)).toBeVisible();
    await expect(canvas.getByText(/61\.93|٦١٫٩٣/)).toBeVisible();
  },
};
