import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ProductSummary } from '@gaia/domain';
import { inRoom } from '../internal/stories/inRoom';
import { storySpies } from '../internal/stories/storySpies';
import { ProductCard } from './ProductCard';

const drawnPhone =
  "data:image/svg+xml;charset=utf-8," +
  encodeURIComponent("<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 240 240'><rect width='240' height='240' fill='#eef2f7'/><rect x='78' y='24' width='84' height='192' rx='16' fill='#1f2937'/><rect x='86' y='40' width='68' height='150' rx='6' fill='#93c5fd'/></svg>");

const phone: ProductSummary = {
  productId: 'P-X12', productName: 'Aurora X12', brand: 'Aurora', catgId: 'phones', image: drawnPhone,
  priceFrom: 699, priceTo: 799, stockStatus: 'inStock', skuCount: 4,
};
const fold: ProductSummary = {
  productId: 'P-KFOLD', productName: 'Kestrel Fold', brand: 'Kestrel', catgId: 'phones', image: '',
  priceFrom: 1799, priceTo: 1799, stockStatus: 'outOfStock', skuCount: 1,
};

const { spies, clearSpies } = storySpies('onToggleFavourite', 'onOpen');
const { onToggleFavourite, onOpen } = spies;

const meta = {
  title: 'Kit/ProductCard',
  component: ProductCard,
  args: { product: phone, href: '/shop/product/P-X12', ...spies },
  decorators: [inRoom({ maxInlineSize: '16rem' })],
  beforeEach: clearSpies,
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** F4.1: name, brand, a "from" price over the SKUs, the stock badge; the image has explicit sizes and loads lazily. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Aurora X12' })).toBeVisible();
    await expect(canvas.getByText(/(From|ابتداءً من) \$699\.00/)).toBeVisible();
    await expect(canvas.getByText(/^(In stock|متوفر)$/)).toBeVisible();
    const image = canvasElement.querySelector('img');
    await expect(image).toHaveAttribute('width', '240');
    await expect(image).toHaveAttribute('loading', 'lazy');
  },
};

/** F4.1: opening the card by keyboard reports the product (client navigation), not a page load. */
export const OpensByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Aurora X12' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onOpen).toHaveBeenCalledWith(phone);
  },
};

/** F4.2: the heart reports the intent; its name says what pressing does (add or remove). */
export const FavouriteHeart: Story = {
  args: { isFavourite: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heart = canvas.getByRole('button', { name: /(Remove Aurora X12 from favourites|إزالة Aurora X12 من المفضلة)/ });
    await userEvent.tab();
    await userEvent.tab();
    await expect(heart).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(onToggleFavourite).toHaveBeenCalledWith(phone);
  },
};

/** F4.1: a product out of stock everywhere, with one price and no image (the drawn placeholder keeps the box). */
export const OutOfStockWithoutImage: Story = {
  args: { product: fold, href: '/shop/product/P-KFOLD', favouritePending: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^(Out of stock|نفد من المخزون)$/)).toBeVisible();
    await expect(canvas.getByText('$1,799.00')).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvas.getByRole('button', { name: /Kestrel Fold/ })).toHaveAttribute('aria-disabled', 'true');
  },
};
