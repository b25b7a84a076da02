import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PENDING_FAVOURITE_KEY, type PendingFavourite } from '@gaia/domain';
import { InMemoryPortal } from '../../apps/portal/src/app/InMemoryPortal';
import { tariro, postJson, signInAs, resetPortal } from './sandboxSession';
import { pageOpened } from './pageSteps';

/** Texts in both story settings (English ltr, Arabic rtl). */
const text = {
  shop: /^(Shop|المتجر)$/,
  products: /^(Products|المنتجات)$/,
  categories: /^(Categories|الفئات)$/,
  phones: /^(Phones|الهواتف)/,
  featured: /^(Featured products|منتجات مميزة)$/,
  offers: /^(Offers and bundles|العروض والباقات)$/,
  results6: /^(6 products|6 منتجات)$/,
  results20: /^(20 products|20 منتجات)$/,
  kestrelA5: /^(Kestrel A5|كيستريل A5)$/,
  x12Pro: /^(Aurora X12 Pro|أورورا X12 برو)$/,
  colour: /^(Colour|اللون)/,
  storage: /^(Storage|السعة)/,
  blue: /^(Blue|أزرق)/,
  gb512: /^(512 GB|512 غيغابايت)/,
  missing512: /(512 GB, not available with the other choices|512 غيغابايت، غير متاح مع الخيارات الأخرى)/,
  lowStock: /^(Only a few left|كمية محدودة)$/,
  outOfStock: /^(Out of stock|نفد من المخزون)$/,
  addToCart: /^(Add to cart|إضافة إلى السلة)$/,
  addFavourite: /^(Add .* to favourites|إضافة .* إلى المفضلة)$/,
  removeBuds: /^(Remove Nimbus Buds from favourites|إزالة سماعات نيمبس من المفضلة)$/,
  signInTitle: /^(Sign in to keep favourites|سجّل الدخول للاحتفاظ بالمفضلة)$/,
  notNow: /^(Not now|ليس الآن)$/,
  favourites: /^(Favourites|المفضلة)$/,
  buds: /^(Nimbus Buds|سماعات نيمبس)$/,
  emptyFavourites: /^(No favourites yet|لا توجد عناصر مفضلة بعد)$/,
  retry: /^(Retry|إعادة المحاولة)$/,
  availability: /^(Check availability in shops|التحقق من التوفر في المتاجر)$/,
  availabilityTitle: /^(Availability in shops|التوفر في المتاجر)$/,
  locatorShops: /^(Shops|المتاجر)$/,
  back: /^(Back|رجوع)$/,
  page2: /^(2|٢)$/,
};
const slow = { timeout: 10_000 };

/**
 * The shop at `url`, as a visitor exploring (exploreFlag=Y, or without it when `exploreFlag` is
 * false: the shop is open to visitors) or signed in as Tariro.
 */
function ShopPortal({ url, signedIn = false, exploreFlag = true, pendingFavourite }: { url: string; signedIn?: boolean; exploreFlag?: boolean; pendingFavourite?: PendingFavourite }) {
  const [ready, setReady] = useState(() => {
    // A heart pressed before sign-in, kept for the tab as the sign-in request keeps it.
    if (pendingFavourite) window.sessionStorage.setItem(PENDING_FAVOURITE_KEY, JSON.stringify(pendingFavourite));
    return !signedIn;
  });
  useEffect(() => {
    if (signedIn) void signInAs(tariro).then(() => setReady(true));
  }, [signedIn]);
  const target = signedIn || !exploreFlag ? url : `${url}${url.includes('?') ? '&' : '?'}exploreFlag=Y`;
  return ready ? <InMemoryPortal url={target} /> : <p role="status">…</p>;
}

/** The shop's screens (F4.1, F4.2) against the MSW-mocked sandbox. */
const meta = {
  title: 'Flows/ShopCatalogue',
  component: ShopPortal,
  args: { url: '/shop' },
  parameters: { layout: 'fullscreen' },
  loaders: [resetPortal],
  // Before the portal renders: the sandbox lets a visitor explore (spec 03 §2) when the menu is asked for.
  beforeEach: async () => {
    const answer = await postJson('/__sandbox/settings', { exploreFlag: 'Y' });
    if (!answer.ok) throw new Error(`settings refused: ${answer.status}`);
  },
} satisfies Meta<typeof ShopPortal>;

export default meta;
type Story = StoryObj<typeof meta>;

// F4.1
/** /shop for a visitor: floors (featured products), categories with counts, offers; a category opens the filtered list. */
export const ShopHome: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await pageOpened(canvasElement, text.shop, 1);
    await expect(await canvas.findByRole('heading', { name: text.featured }, slow)).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: text.offers }, slow)).toBeVisible();
    await userEvent.click(await canvas.findByRole('link', { name: text.phones }, slow));
    await expect(await canvas.findByRole('heading', { level: 1, name: text.products }, slow)).toBeVisible();
    await expect(await canvas.findByText(text.results6, {}, slow)).toBeVisible();
  },
};

/** Status codes of the menu calls the portal makes, recorded by `recordMenuCalls`. */
let menuAnswers: Promise<number> = Promise.resolve(0);

/** Records the status of the next /ecare/menu/list answer; the cleanup restores fetch. */
function recordMenuCalls(): () => void {
  const original = window.fetch;
  menuAnswers = new Promise((resolve) => {
    window.fetch = async (...args: Parameters<typeof fetch>) => {
      const response = await original(...args);
      const url = args[0] instanceof Request ? args[0].url : String(args[0]);
      if (url.includes('/ecare/menu/list')) resolve(response.status);
      return response;
    };
  });
  return () => {
    window.fetch = original;
  };
}

// F4.1
/**
 * A visitor opens /shop without exploreFlag while the backend refuses its menu to visitors (401): the
 * shop stays open — no menu, no "session ended", no trip to sign-in — and the visitor browses on.
 */
export const VisitorBrowsesWithoutExploreFlag: Story = {
  args: { exploreFlag: false },
  beforeEach: async () => {
    const answer = await postJson('/__sandbox/settings', { exploreFlag: 'N' });
    if (!answer.ok) throw new Error(`settings refused: ${answer.status}`);
    return recordMenuCalls();
  },
  play: async ({ canvasElement }) => {
    const canvas = await pageOpened(canvasElement, text.shop, 1);
    await expect(await menuAnswers).toBe(401);
    await expect(canvas.getByTestId('explore-notice')).toBeVisible();
    // Browsing on after the refusal: the category opens its list (a re-login would have left the shop).
    await userEvent.click(await canvas.findByRole('link', { name: text.phones }, slow));
    // The list's heading first: the shop home's category link also reads "6 products".
    await expect(await canvas.findByRole('heading', { level: 1, name: text.products }, slow)).toBeVisible();
    await expect(await canvas.findByText(text.results6, {}, slow)).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: /^(Main menu|القائمة الرئيسية)$/ })).toBeNull();
  },
};

// F4.1
/** /shop/products sorted by price from the URL: the cheapest phone first; the whole list pages by 12. */
export const ProductListSortAndPages: Story = {
  args: { url: '/shop/products?category=phones&sort=priceAsc' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: text.products }, slow);
    await waitFor(() => expect(within(list).getAllByRole('heading', { level: 2 })[0]).toHaveTextContent(text.kestrelA5));
    await userEvent.click(canvas.getByRole('link', { name: /^(All products|كل المنتجات)$/ }));
    await expect(await canvas.findByText(text.results20, {}, slow)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^(Page 2|الصفحة 2)$/ }));
    await waitFor(() => expect(within(canvas.getByRole('list', { name: text.products })).getAllByRole('listitem')).toHaveLength(8));
  },
};

// F4.1
/** SKU choice: Blue has no 512 GB (the value says so); choosing 512 GB moves to Graphite 512 GB with its price and low stock. */
export const ProductDetailSkuChoice: Story = {
  args: { url: '/shop/product/P-X12PRO' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = await canvas.findByRole('heading', { level: 1, name: text.x12Pro }, slow);
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByText('$1,099.00')).toBeVisible();
    await userEvent.click(within(canvas.getByRole('radiogroup', { name: text.colour })).getByRole('radio', { name: text.blue }));
    await expect(await canvas.findByText(text.missing512)).toBeVisible();
    await userEvent.click(within(canvas.getByRole('radiogroup', { name: text.storage })).getByRole('radio', { name: text.gb512 }));
    await expect(await canvas.findByText('$1,199.00')).toBeVisible();
    await expect(canvas.getByText(text.lowStock)).toBeVisible();
    await expect(within(canvas.getByRole('radiogroup', { name: text.colour })).getByRole('radio', { name: /^(Graphite|جرافيت)/ })).toBeChecked();
  },
};

// F4.1
/** A product out of stock everywhere online: the badge says so and it cannot be added to the cart. */
export const OutOfStockCannotBeAdded: Story = {
  args: { url: '/shop/product/P-KFOLD' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(text.outOfStock, {}, slow)).toBeVisible();
    await expect(canvas.getByRole('button', { name: text.addToCart })).toHaveAttribute('aria-disabled', 'true');
  },
};

// F4.1
/** "Check availability in shops" opens the shop locator for the chosen SKU in a modal; Back closes it. */
export const AvailabilityInShops: Story = {
  args: { url: '/shop/product/P-X12?sku=P-X12-1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: text.availability }, slow));
    const dialog = await within(document.body).findByRole('dialog', { name: text.availabilityTitle }, slow);
    // The modal fades in: Back is visible once the locator has loaded inside it and the fade is over.
    const back = await within(dialog).findByRole('button', { name: text.back }, slow);
    await waitFor(() => expect(back).toBeVisible(), slow);
    await userEvent.click(within(dialog).getByRole('button', { name: text.back }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

// F4.2
/** A visitor presses the heart: sign-in is asked for first (favourites live in the account). */
export const VisitorFavouriteAsksSignIn: Story = {
  args: { url: '/shop/product/P-BUDS' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: text.addFavourite }, slow));
    const dialog = await within(document.body).findByRole('dialog', { name: text.signInTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: text.notNow }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

// F4.2
/** Signed in: the heart adds the product, its name turns to "Remove", and the favourites page lists it. */
export const FavouriteSignedIn: Story = {
  args: { url: '/shop/product/P-BUDS', signedIn: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: text.addFavourite }, slow));
    await expect(await canvas.findByRole('button', { name: text.removeBuds }, slow)).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: text.favourites }));
    const list = await canvas.findByRole('list', { name: text.favourites }, slow);
    await expect(within(list).getByRole('heading', { name: text.buds })).toBeVisible();
  },
};

// F4.2
/**
 * Back from sign-in on the product whose heart a visitor pressed: the favourite is added without a
 * second press (the heart turns to "Remove", the header's count says 1), once.
 */
export const FavouriteCompletedAfterSignIn: Story = {
  args: {
    url: '/shop/product/P-BUDS',
    signedIn: true,
    pendingFavourite: { productId: 'P-BUDS', productName: 'Nimbus Buds', pathname: '/shop/product/P-BUDS' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: text.removeBuds }, slow)).toBeVisible();
    await expect(await canvas.findByRole('link', { name: /^(Favourites, 1 product|المفضلة، 1 منتج)$/ }, slow)).toBeVisible();
    await expect(window.sessionStorage.getItem(PENDING_FAVOURITE_KEY)).toBeNull();
  },
};

// F4.2
/** Signed in with no favourites: the empty state leads to the shop. */
export const FavouritesEmpty: Story = {
  args: { url: '/shop/favourites', signedIn: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: text.emptyFavourites }, slow)).toBeVisible();
  },
};

// F4.1
/** The list fails to load: the failure with a retry, which loads the products once the server answers. */
export const ListLoadFailedRetry: Story = {
  args: { url: '/shop/products' },
  beforeEach({ msw }) {
    let failures = 0;
    msw.use(
      http.post('*/ecare/shop/product/list', () => {
        failures += 1;
        // The first answer fails; later ones reach the sandbox.
        return failures <= 1 ? HttpResponse.json({ code: '500', resultCode: '500', resultMsg: 'error', data: null }, { status: 500 }) : undefined;
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const retry = await canvas.findByRole('button', { name: text.retry }, slow);
    await userEvent.click(retry);
    await expect(await canvas.findByText(text.results20, {}, slow)).toBeVisible();
  },
};
