import { FAVOURITES_MAX, type ProductSortId, type ShopCategoryId, type StockStatus } from '@gaia/domain';
import type { Clock } from './clock';
import {
  seedProducts,
  seedSkus,
  type CatalogueProductRecord,
  type CatalogueSkuRecord,
} from './catalogueData';

export type { CatalogueProductRecord, CatalogueSkuRecord } from './catalogueData';

/** A SKU at or under this many units is "low stock". */
export const LOW_STOCK_THRESHOLD = 5;

/** A stock count as a status. */
export function stockStatusOf(stock: number): StockStatus {
  if (stock <= 0) return 'outOfStock';
  return stock <= LOW_STOCK_THRESHOLD ? 'lowStock' : 'inStock';
}

/** What the product list filters and sorts by. */
export interface ProductFilter {
  catgId?: ShopCategoryId;
  brand?: string;
  sort?: ProductSortId;
  /** Product names in the request's language, for the name sort. */
  nameOf?: (product: CatalogueProductRecord) => string;
  /** The locale the name sort compares in. */
  locale?: string;
}

/** A favourite: the product, and when it was added (newest first on the list). */
interface Favourite {
  productId: string;
  addedAt: number;
}

/** The shop catalogue: floors, categories, products with SKUs and images, offers, favourites (F4.1, F4.2). */
export class CatalogueBook {
  private products: CatalogueProductRecord[] = seedProducts();
  private skus: CatalogueSkuRecord[] = seedSkus();
  /** Favourites by customer id. */
  private readonly favourites = new Map<string, Favourite[]>();

  constructor(private readonly clock: Clock) {}

  /** Back to the seeded state. */
  reset(): void {
    this.products = seedProducts();
    this.skus = seedSkus();
    this.favourites.clear();
  }

  /** A product by id. */
  product(productId: string): CatalogueProductRecord | undefined {
    return this.products.find((product) => product.productId === productId);
  }

  /** A SKU by id: { skuId, productId, name, attrs, price (USD), image, stock }. */
  sku(skuId: string): CatalogueSkuRecord | undefined {
    return this.skus.find((sku) => sku.skuId === skuId);
  }

  /** Every product, in catalogue order. */
  allProducts(): readonly CatalogueProductRecord[] {
    return this.products;
  }

  /** Every SKU, in catalogue order. */
  allSkus(): readonly CatalogueSkuRecord[] {
    return this.skus;
  }

  /** A product's SKUs, in catalogue order. */
  skusOf(productId: string): CatalogueSkuRecord[] {
    return this.skus.filter((sku) => sku.productId === productId);
  }

  /** Changes a SKU's online stock (tests and the cart's checks); answers false for an unknown SKU. */
  setStock(skuId: string, stock: number): boolean {
    const sku = this.sku(skuId);
    if (!sku) return false;
    sku.stock = Math.max(0, Math.floor(stock));
    return true;
  }

  /** Changes a SKU's price (a price change between adding to the cart and checking out). */
  setPrice(skuId: string, price: number): boolean {
    const sku = this.sku(skuId);
    if (!sku || !(price > 0)) return false;
    sku.price = price;
    return true;
  }

  /** The lowest and highest SKU prices of a product. */
  priceRange(productId: string): { from: number; to: number } {
    const prices = this.skusOf(productId).map((sku) => sku.price);
    return { from: Math.min(...prices), to: Math.max(...prices) };
  }

  /** A product's stock over its SKUs: in stock if any SKU is, low if only low ones are. */
  productStock(productId: string): StockStatus {
    const statuses = this.skusOf(productId).map((sku) => stockStatusOf(sku.stock));
    if (statuses.includes('inStock')) return 'inStock';
    return statuses.includes('lowStock') ? 'lowStock' : 'outOfStock';
  }

  /** The products matching a filter, sorted (catalogue order when no sort is asked for). */
  list(filter: ProductFilter = {}): CatalogueProductRecord[] {
    const chosen = this.products.filter(
      (product) =>
        (!filter.catgId || product.catgId === filter.catgId) &&
        (!filter.brand || product.brand === filter.brand),
    );
    const nameOf = filter.nameOf ?? ((product: CatalogueProductRecord) => product.name.en);
    switch (filter.sort) {
      case 'priceAsc':
        return chosen.sort((a, b) => this.priceRange(a.productId).from - this.priceRange(b.productId).from);
      case 'priceDesc':
        return chosen.sort((a, b) => this.priceRange(b.productId).from - this.priceRange(a.productId).from);
      case 'name':
        return chosen.sort((a, b) => nameOf(a).localeCompare(nameOf(b), filter.locale ?? 'en'));
      default:
        return chosen;
    }
  }

  /** The brands of a category (every brand without one), alphabetical. */
  brands(catgId?: ShopCategoryId): string[] {
    const brands = new Set(this.list({ catgId }).map((product) => product.brand));
    return [...brands].sort((a, b) => a.localeCompare(b));
  }

  /** The featured products, in catalogue order. */
  featured(): CatalogueProductRecord[] {
    return this.products.filter((product) => product.featured);
  }

  /** Whether the customer has the product among their favourites. */
  isFavourite(custId: string, productId: string): boolean {
    return (this.favourites.get(custId) ?? []).some((entry) => entry.productId === productId);
  }

  /**
   * Adds a favourite. Adding one already there changes nothing ('added'); beyond FAVOURITES_MAX the
   * answer is 'full' and nothing changes; an unknown product is 'unknown'.
   */
  addFavourite(custId: string, productId: string): 'added' | 'full' | 'unknown' {
    if (!this.product(productId)) return 'unknown';
    const list = this.favourites.get(custId) ?? [];
    if (list.some((entry) => entry.productId === productId)) return 'added';
    if (list.length >= FAVOURITES_MAX) return 'full';
    this.favourites.set(custId, [{ productId, addedAt: this.clock.now() }, ...list]);
    return 'added';
  }

  /** Removes favourites (unknown ids are ignored); answers how many were removed. */
  removeFavourites(custId: string, productIds: readonly string[]): number {
    const list = this.favourites.get(custId) ?? [];
    const kept = list.filter((entry) => !productIds.includes(entry.productId));
    this.favourites.set(custId, kept);
    return list.length - kept.length;
  }

  /** The customer's favourite product ids, newest first. */
  favouritesOf(custId: string): string[] {
    return [...(this.favourites.get(custId) ?? [])]
      .sort((a, b) => b.addedAt - a.addedAt)
      .map((entry) => entry.productId);
  }
}
