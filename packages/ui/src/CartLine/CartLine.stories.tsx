import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { CartLine as CartLineValue } from '@gaia/domain';
import { inRoom } from '../internal/stories/inRoom';
import { storySpies } from '../internal/stories/storySpies';
import { CartLine } from './CartLine';

const phone: CartLineValue = {
  cartItemId: 'CI-1',
  skuId: 'P-X12-2',
  productId: 'P-X12',
  name: 'Aurora X12 Midnight 256 GB',
  image: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 72 72"%3E%3Crect x="20" y="6" width="32" height="60" rx="6" fill="%231f2937"/%3E%3C/svg%3E',
  attrs: [
    { name: 'Colour', value: 'Midnight' },
    { name: 'Storage', value: '256 GB' },
  ],
  price: 799,
  quantity: 2,
  stock: 4,
};

const { spies, clearSpies } = storySpies('onQuantityChange', 'onRemove', 'onSelectedChange');
const { onQuantityChange, onRemove, onSelectedChange } = spies;

const meta = {
  title: 'Kit/CartLine',
  component: CartLine,
  args: { line: phone, ...spies },
  beforeEach: clearSpies,
  // A line is a list item: the story puts it in a bare list.
  decorators: [inRoom({ listStyle: 'none', padding: 0, margin: 0, maxInlineSize: 640 }, 'ul')],
} satisfies Meta<typeof CartLine>;

export default meta;
type Story = StoryObj<typeof meta>;

// F4.3
/** A line in stock: the stepper stops at the stock (4 left), remove and select report intent. */
export const InStock: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const quantity = await canvas.findByRole('spinbutton', { name: /Aurora X12|أورورا/ });
    await expect(quantity).toHaveValue('2');
    await expect(canvas.getByText(/only 4 left|بقي 4 فقط/i)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /increase|زيادة/i }));
    await expect(onQuantityChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(canvas.getByRole('checkbox'));
    await expect(onSelectedChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByRole('button', { name: /remove|إزالة/i }));
    await expect(onRemove).toHaveBeenCalledTimes(1);
  },
};

// F4.3
/** The stepper never goes past the stock: at 4 of 4 the plus button does nothing more. */
export const AtStock: Story = {
  args: { line: { ...phone, quantity: 4 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('spinbutton')).toHaveValue('4');
    const increase = canvas.getByRole('button', { name: /increase|زيادة/i });
    await expect(increase).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(increase);
    await expect(onQuantityChange).not.toHaveBeenCalled();
  },
};

// F4.3
/** A sold-out line: no stepper, the sold-out note, remove only. */
export const SoldOut: Story = {
  args: { line: { ...phone, stock: 0 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^(sold out|نفدت الكمية)$/i)).toBeVisible();
    await expect(canvas.queryByRole('spinbutton')).toBeNull();
    await expect(canvas.getByRole('button', { name: /remove|إزالة/i })).toBeEnabled();
  },
};
