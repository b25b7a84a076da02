import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { InMemoryPortal } from '../../apps/portal/src/app/InMemoryPortal';
import { tariro, signInAs, resetPortal } from './sandboxSession';
import { successAnswer } from './successAnswer';
import { pageOpened } from './pageSteps';

/** Where the portal keeps a visitor's cart (the app code prefix, then the cart's key). */
const ANONYMOUS_CART_KEY = 'WEBSC_gaia.shop.anonymousCart';

/** Texts in both story settings (English ltr, Arabic rtl). */
const text = {
  title: /^(Your cart|سلة التسوق)$/,
  lines: /^(Items in your cart|المنتجات في سلتك)$/,
  quantityX12: /^(Quantity of Aurora X12|كمية أورورا X12)/,
  increase: /^(Increase|زيادة)$/,
  selectNimbus: /^(Select Nimbus 9|تحديد نيمبس 9)/,
  removeOne: /^(Remove selected \(1\)|إزالة المحدد \(1\))$/,
  merged: /^(Your saved cart was added to your account|أضيفت سلتك المحفوظة إلى حسابك)$/,
  priceNote: /(the price is now|السعر الآن)/,
  goneNote: /(no longer available|لم يعد متوفرًا)/,
  checkout: /^(Go to checkout|إتمام الشراء)$/,
  continue: /^(Continue|متابعة)$/,
  invoiceName: /^(Name on the invoice|الاسم على الفاتورة)/,
  review: /(Review and pay|المراجعة والدفع)/,
  vat: /^(VAT \(16%\)|ضريبة القيمة المضافة \(16%\))$/,
  placeOrder: /^(Place order and pay|أرسل الطلب وادفع)$/,
  saveFailed: /(Your cart is kept|سلتك محفوظة)/,
  priceChanged:
    /^(Some prices changed since you added the items|تغيّرت بعض الأسعار منذ أضفت المنتجات)/,
  nimbusNow:
    /^(Nimbus 9 Black 128 GB: \$429\.00 \(was \$449\.00\)|Nimbus 9 Black 128 GB: .*429.*449)/,
  feeFailed: /(The total could not be calculated\.|تعذّر حساب الإجمالي\.)/,
  retry: /^(Try again|Retry|أعد المحاولة|إعادة المحاولة)$/,
  buds: /^(Nimbus Buds|سماعات نيمبس)$/,
  addToCart: /^(Add to cart|إضافة إلى السلة)$/,
  addBudsFavourite: /^(Add Nimbus Buds to favourites|إضافة سماعات نيمبس إلى المفضلة)$/,
  cartEmpty: /^(Cart, empty|السلة فارغة)$/,
  cartOne: /^(Cart, 1 item|السلة، 1 قطعة)$/,
  favouritesNone: /^(Favourites, none|المفضلة فارغة)$/,
  favouritesOne: /^(Favourites, 1 product|المفضلة، 1 منتج)$/,
};
const slow = { timeout: 10_000 };

async function post(path: string, body: unknown, token?: string): Promise<unknown> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Token: token } : {}) },
    body: JSON.stringify(body),
  });
  return response.json();
}

/** Signs Tariro in through the sandbox's password login and keeps the session; answers the token. */
async function signIn(): Promise<string> {
  return (await signInAs(tariro)).token;
}

/** The sandbox fresh, then what the story needs before the portal opens. */
function Prepared({ url, prepare }: { url: string; prepare: () => Promise<void> }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void post('/__sandbox/reset', {})
      .then(prepare)
      .then(() => setReady(true));
  }, [prepare]);
  return ready ? <InMemoryPortal url={url} /> : <p role="status">…</p>;
}

/**
 * The shop's cart and checkout (F4.3, F4.4) in the whole portal, every call answered by the sandbox
 * through MSW.
 */
const meta = {
  title: 'Flows/Shop cart and checkout',
  component: Prepared,
  args: { url: '/shop/cart', prepare: async (): Promise<void> => undefined },
  parameters: { layout: 'fullscreen' },
  loaders: [resetPortal],
} satisfies Meta<typeof Prepared>;

export default meta;
type Story = StoryObj<typeof meta>;

const twoLines = async () => {
  const token = await signIn();
  await post('/ecare/shop/cart/add', { skuId: 'P-X12-2', quantity: 3 }, token);
  await post('/ecare/shop/cart/add', { skuId: 'P-N9-1', quantity: 1 }, token);
};

// F4.3
/** The account's cart: the stepper stops at the stock (4), a selected line is removed in a batch. */
export const CartLines: Story = {
  args: { prepare: twoLines },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: text.lines }, slow);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const quantity = canvas.getByRole('spinbutton', { name: text.quantityX12 });
    await userEvent.click(canvas.getAllByRole('button', { name: text.increase })[0]!);
    await waitFor(() => expect(quantity).toHaveValue('4'));
    await waitFor(() =>
      expect(canvas.getAllByRole('button', { name: text.increase })[0]).toHaveAttribute(
        'aria-disabled',
        'true',
      ),
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: text.selectNimbus }));
    await userEvent.click(canvas.getByRole('button', { name: text.removeOne }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    await expect(canvas.getByRole('heading', { level: 1, name: text.title })).toHaveFocus();
  },
};

// F4.3
/** The visitor's cart merged at sign-in: a note for the changed price and the line no longer sold. */
export const MergedAtSignIn: Story = {
  args: {
    prepare: async () => {
      window.localStorage.setItem(
        ANONYMOUS_CART_KEY,
        JSON.stringify([
          {
            skuId: 'P-N9-1',
            productId: 'P-N9',
            name: 'Nimbus 9 Black 128 GB',
            attrs: [],
            price: 399,
            quantity: 1,
            stock: 30,
          },
          {
            skuId: 'P-X12-4',
            productId: 'P-X12',
            name: 'Aurora X12 Silver 256 GB',
            attrs: [],
            price: 799,
            quantity: 1,
            stock: 2,
          },
        ]),
      );
      await signIn();
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notes = await canvas.findByRole('region', { name: text.merged }, slow);
    await expect(within(notes).getByText(text.priceNote)).toBeVisible();
    await expect(within(notes).getByText(text.goneNote)).toBeVisible();
    await expect(
      within(await canvas.findByRole('list', { name: text.lines })).getAllByRole('listitem'),
    ).toHaveLength(1);
    await waitFor(() => expect(window.localStorage.getItem(ANONYMOUS_CART_KEY)).toBeNull());
  },
};

/** A checkout story's args: two lines in the cart, the sandbox's cart switched as given. */
const checkoutWith = (cartSwitch: Record<string, string>) => ({
  url: '/shop/checkout',
  prepare: async () => {
    await twoLines();
    await post('/__sandbox/cart', cartSwitch);
  },
});

// F4.4
/** Checkout to the review: the server's fee with VAT; a failed save says the cart is kept. */
export const CheckoutSaveFails: Story = {
  args: checkoutWith({ save: 'fail' }),
  play: async ({ canvasElement }) => {
    const canvas = await toReview(canvasElement);
    await expect(await canvas.findByText(text.vat, {}, slow)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text.placeOrder }));
    await expect(await canvas.findByText(text.saveFailed, {}, slow)).toBeVisible();
  },
};

/** Delivery and the invoice filled in, on to the review; answers the canvas to go on with. */
async function toReview(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  // The default address of the book is chosen for delivery.
  await waitFor(
    () => expect(canvas.getAllByRole('radio', { checked: true }).length).toBeGreaterThanOrEqual(2),
    slow,
  );
  await userEvent.click(canvas.getByRole('button', { name: text.continue }));
  await expect(await canvas.findByRole('textbox', { name: text.invoiceName })).toHaveValue(
    'Tariro Moyo',
  );
  await userEvent.click(canvas.getByRole('button', { name: text.continue }));
  await expect(await canvas.findByRole('heading', { level: 2, name: text.review })).toHaveFocus();
  return canvas;
}

/** A fee answer where the phone's price went down since it was added (the catalogue changed). */
const changedFee = {
  itemList: [
    {
      skuId: 'P-X12-2',
      name: 'Aurora X12 Midnight 256 GB',
      attrs: [],
      quantity: 3,
      price: 799,
      amount: 2397,
    },
    {
      skuId: 'P-N9-1',
      name: 'Nimbus 9 Black 128 GB',
      attrs: [],
      quantity: 1,
      price: 429,
      amount: 429,
      previousPrice: 449,
    },
  ],
  totalBeforeTax: 2436.21,
  tax: 389.79,
  taxRate: 0.16,
  total: 2826,
  currencySymbol: '$',
  priceChanged: true,
};

// F4.4
/** Prices are recalculated at checkout: a changed price is named above the new total. */
export const PriceChangedAtCheckout: Story = {
  args: { url: '/shop/checkout', prepare: twoLines },
  beforeEach({ msw }) {
    msw.use(http.post('*/ecare/shop/order/calcFee', () => successAnswer(changedFee)));
  },
  play: async ({ canvasElement }) => {
    const canvas = await toReview(canvasElement);
    const note = await canvas.findByRole('alert', {}, slow);
    await expect(within(note).getByText(text.priceChanged)).toBeVisible();
    await expect(within(note).getByText(text.nimbusNow)).toBeVisible();
  },
};

// F4.4
/** The fee cannot be calculated: the review says so and Try again asks again. */
export const FeeFailsThenRetries: Story = {
  args: checkoutWith({ calcFee: 'fail' }),
  play: async ({ canvasElement }) => {
    const canvas = await toReview(canvasElement);
    await expect(await canvas.findByText(text.feeFailed, {}, slow)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: text.placeOrder })).toBeNull();
    await post('/__sandbox/cart', { calcFee: 'ok' });
    await userEvent.click(canvas.getByRole('button', { name: text.retry }));
    await expect(await canvas.findByText(text.vat, {}, slow)).toBeVisible();
    await expect(canvas.getByRole('button', { name: text.placeOrder })).toBeEnabled();
  },
};

/** Tariro's session in HeaderCountsFollowChanges (its play changes the cart behind the page). */
let headerCountsToken = '';

// F4.2, F4.3
/**
 * The header's favourites and cart links (beside the user menu) name their counts, follow an add to
 * the cart and a heart on the product page without a reload, and ask again on the next page.
 */
export const HeaderCountsFollowChanges: Story = {
  args: {
    url: '/shop/product/P-BUDS',
    prepare: async () => {
      headerCountsToken = await signIn();
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await pageOpened(canvasElement, text.buds, 1);
    await expect(await canvas.findByRole('link', { name: text.cartEmpty }, slow)).toHaveAttribute(
      'href',
      '/shop/cart',
    );
    await expect(
      await canvas.findByRole('link', { name: text.favouritesNone }, slow),
    ).toHaveAttribute('href', '/shop/favourites');
    await userEvent.click(canvas.getByRole('button', { name: text.addToCart }));
    await expect(await canvas.findByRole('link', { name: text.cartOne }, slow)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text.addBudsFavourite }));
    await expect(await canvas.findByRole('link', { name: text.favouritesOne }, slow)).toBeVisible();
    // The cart emptied on the server meanwhile (as an order paid elsewhere does): the next page says so.
    const list = await fetch('/ecare/shop/cart/list', { headers: { Token: headerCountsToken } });
    const cart = ((await list.json()) as { data: { cartItemList: { cartItemId: string }[] } }).data;
    await post(
      '/ecare/shop/cart/deleteBatch',
      { cartItemIdList: cart.cartItemList.map((line) => line.cartItemId) },
      headerCountsToken,
    );
    await userEvent.click(canvas.getByRole('link', { name: text.favouritesOne }));
    await expect(await canvas.findByRole('link', { name: text.cartEmpty }, slow)).toBeVisible();
  },
};
