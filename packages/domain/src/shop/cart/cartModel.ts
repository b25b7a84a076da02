/** Cart entities (F4.3): the lines of a customer's cart as the cart calls answer them. */

/** One SKU attribute shown on a line ("Colour: Midnight blue"). */
export interface CartSkuAttr {
  name: string;
  value: string;
}

/** What a line holds, in the account's cart and in the anonymous one alike. */
export interface CartLineContent {
  skuId: string;
  productId: string;
  name: string;
  /** Image path served by the sandbox (project-drawn SVG). */
  image?: string;
  attrs: CartSkuAttr[];
  /**
   * The unit price (VAT included), USD. In the account's cart, the server's price now; in the
   * anonymous cart, the price shown when the line was added (the sync compares it with the price now).
   */
  price: number;
  quantity: number;
  /**
   * Units that may be bought online. In the account's cart, now (0 when sold out); in the anonymous
   * cart, when the line was added (the limit the visitor's stepper uses until sign-in).
   */
  stock: number;
}

/** One line of the account's cart (GET /ecare/shop/cart/list). */
export interface CartLine extends CartLineContent {
  /** The line's id in the account's cart. */
  cartItemId: string;
}

/** The account's cart: its lines and totals (every cart call answers it). */
export interface Cart {
  cartItemList: CartLine[];
  /** Units over every line. */
  totalQuantity: number;
  /** Sum of price × quantity, VAT included. */
  totalAmount: number;
  currencySymbol: string;
}

/** What changed in a merged line at sync (F4.3): its price, its stock, or it is no longer sold. */
export type CartMergeChange = 'price' | 'stock' | 'unavailable' | 'limit';

/** A note of the sync about one line of the anonymous cart that did not merge as it was. */
export interface CartMergeNote {
  skuId: string;
  name: string;
  change: CartMergeChange;
  /** The price the visitor saw when adding. */
  seenPrice?: number;
  /** The price now. */
  price?: number;
  /** Units the visitor asked for. */
  requestedQuantity: number;
  /** Units now in the account's cart for that SKU. */
  quantity: number;
}

/** The sync's answer: the account's cart after the merge and what changed. */
export interface CartSyncResult extends Cart {
  mergeNotes: CartMergeNote[];
}

/** A line of the anonymous cart (kept in the browser until sign-in). */
export type AnonymousCartLine = CartLineContent;
