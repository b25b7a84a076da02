/*
 * How the product list's pictures load: shared by the grid (ProductGrid.tsx) and the early ask of
 * the list (productListEarly.ts), which preloads the same pictures at the same addresses. No imports
 * of the app: the early ask is inlined into index.html.
 */

/**
 * The first cards (the first row on a desktop) load their images at once and ahead of other images
 * (the first one is the page's largest paint); the rest lazily.
 */
export const EAGER_IMAGES = 4;

/** A product picture's address: its path under the API's origin ("" for the portal's own). */
export function productImageSrc(apiBaseUrl: string, image: string): string {
  return `${apiBaseUrl.replace(/\/$/, '')}${image}`;
}
