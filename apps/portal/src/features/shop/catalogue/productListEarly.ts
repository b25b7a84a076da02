import { productListQuery, readProductListUrl } from '@gaia/domain';
import { productListCall, type RequestConfig } from '@gaia/domain/api';
import { EAGER_IMAGES, productImageSrc } from './productImages';

/*
 * The product list's early ask (ADR 0035): on a load of /shop/products, index.html's inline script
 * sends the list's call for the URL's filters and page as the page is parsed, and preloads the
 * pictures of its first cards as soon as the answer is in; the page's own query then takes that
 * answer (earlyAnswer/takeEarlyAnswer.ts). No imports of the app: it is inlined into index.html.
 */

/** The call the list page makes first on this address (its prefetch in ProductListPage.tsx). */
export function productListRequest(search: string): RequestConfig {
  return productListCall(productListQuery(readProductListUrl(new URLSearchParams(search))));
}

/** The pictures the list's first cards load at once (ProductGrid.tsx), from the list's answer. */
export function firstListPictures(apiBaseUrl: string, answer: unknown): string[] {
  // Only a list's answer has one (a failed call's envelope has no data).
  const products = (answer as { data?: { productList?: unknown } } | null)?.data?.productList;
  if (!Array.isArray(products)) return [];
  return products
    .slice(0, EAGER_IMAGES)
    .flatMap((product: { image?: unknown } | null) => (typeof product?.image === 'string' ? [productImageSrc(apiBaseUrl, product.image)] : []));
}

/** Preloads the pictures the list's first cards load at once, from the list's answer. */
export function preloadListPictures(doc: Document, apiBaseUrl: string, answer: unknown): void {
  for (const href of firstListPictures(apiBaseUrl, answer)) {
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.as = 'image';
    link.href = href;
    // As the grid's own: the first row's pictures hold the page's largest paint.
    link.fetchPriority = 'high';
    doc.head.appendChild(link);
  }
}
