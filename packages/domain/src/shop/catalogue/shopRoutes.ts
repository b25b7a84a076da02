import type { PartyType } from '../../sign-in/session';
import { signInHrefReturningTo } from '../../sign-in/signInReturn';

/** The shop's pages (ADR 0024). */
export const ShopRoute = {
  home: '/shop',
  products: '/shop/products',
  favourites: '/shop/favourites',
  cart: '/shop/cart',
  checkout: '/shop/checkout',
  product: (productId: string) => `/shop/product/${encodeURIComponent(productId)}`,
} as const;

/**
 * Whether a path is one of the shop's pages. The shop is a storefront: a visitor opens any of its
 * pages without signing in (explore mode, as with exploreFlag=Y, spec 03 §2), and the pages that need
 * an account (a favourite, checkout) ask for sign-in themselves with the way back.
 */
export function isShopPath(pathname: string): boolean {
  return pathname === ShopRoute.home || pathname.startsWith(`${ShopRoute.home}/`);
}

/**
 * The sign-in address of a shop page that needs an account: /signIn with `redirect` naming where the
 * person is (path and query), so sign-in returns there (the product with its chosen SKU, the cart,
 * checkout).
 */
export function shopSignInHref(location: { pathname: string; search: string }): string {
  return signInHrefReturningTo(`${location.pathname}${location.search}`);
}

/**
 * Whether the header offers the shop's favourites and cart: to an individual customer and to a
 * visitor; a corporate account buys through its account manager (its menu has no shop, ADR 0024).
 */
export function offersShop(partyType: PartyType | undefined): boolean {
  return partyType !== 'CORPORATE';
}
