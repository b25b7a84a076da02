import type { BuyerInfo } from '@gaia/domain';
import type { Clock } from './clock';

/** One line as the book keeps it: the SKU and its units (names and prices come from the catalogue). */
export interface StoredCartLine {
  cartItemId: string;
  skuId: string;
  quantity: number;
}

/** Lines a saved order took: they leave the cart once the order is paid (a failed payment keeps them). */
interface PendingOrder {
  orderId: string;
  lines: { skuId: string; quantity: number }[];
}

/** What the fee calculation or the save answers: `ok`, or `fail` (code 500 with the message). */
export type CartCallSwitch = 'ok' | 'fail';

/** Failure switches of the checkout calls (/__sandbox/cart). */
export interface CartSwitches {
  calcFee: CartCallSwitch;
  save: CartCallSwitch;
}

export const DEFAULT_CART_SWITCHES: CartSwitches = { calcFee: 'ok', save: 'ok' };

/**
 * Carts per customer, their invoice buyers and the lines of orders awaiting payment (F4.3, F4.4). The
 * anonymous cart lives in the visitor's browser; it reaches this book through the sync at sign-in.
 */
export class CartBook {
  switches: CartSwitches = { ...DEFAULT_CART_SWITCHES };
  private carts = new Map<string, StoredCartLine[]>();
  private buyers = new Map<string, BuyerInfo>();
  private pending = new Map<string, PendingOrder[]>();
  private sequence = 0;
  private orderSequence = 0;

  constructor(private readonly clock: Clock) {}

  /** Back to the seeded state: no carts, no buyers, the default switches. */
  reset(): void {
    this.carts.clear();
    this.buyers.clear();
    this.pending.clear();
    this.sequence = 0;
    this.orderSequence = 0;
    this.switches = { ...DEFAULT_CART_SWITCHES };
  }

  /** The customer's lines (a copy), oldest first. */
  lines(custId: string): StoredCartLine[] {
    return structuredClone(this.carts.get(custId) ?? []);
  }

  /** Replaces the customer's lines (the routes decide the rules). */
  setLines(custId: string, lines: readonly StoredCartLine[]): void {
    if (lines.length === 0) this.carts.delete(custId);
    else this.carts.set(custId, structuredClone([...lines]));
  }

  /** A new line id. */
  nextLineId(): string {
    this.sequence += 1;
    return `CI-${this.sequence}`;
  }

  /** A new goods order's id and number, stamped from the clock. */
  nextOrderIds(): { orderId: string; orderNbr: string } {
    this.orderSequence += 1;
    const day = new Date(this.clock.now()).toISOString().slice(0, 10).replaceAll('-', '');
    const seq = String(this.orderSequence).padStart(4, '0');
    return { orderId: `O-SHOP-${day}-${seq}`, orderNbr: `SG${day}${seq}` };
  }

  /** The customer's invoice buyer, or null. */
  buyer(custId: string): BuyerInfo | null {
    const buyer = this.buyers.get(custId);
    return buyer ? { ...buyer } : null;
  }

  setBuyer(custId: string, buyer: BuyerInfo | null): void {
    if (buyer) this.buyers.set(custId, { ...buyer });
    else this.buyers.delete(custId);
  }

  /** Remembers which lines an order took, so they leave the cart when it is paid. */
  addPending(custId: string, orderId: string, lines: readonly { skuId: string; quantity: number }[]): void {
    this.pending.set(custId, [...(this.pending.get(custId) ?? []), { orderId, lines: [...lines] }]);
  }

  /**
   * Takes the lines of paid orders out of the cart (`isPaid` asks the order book): an order paid
   * takes its units; one still awaiting payment or cancelled leaves the cart as it is.
   */
  settlePaid(custId: string, isPaid: (orderId: string) => boolean | undefined): void {
    const waiting: PendingOrder[] = [];
    for (const order of this.pending.get(custId) ?? []) {
      const paid = isPaid(order.orderId);
      if (paid === undefined) continue;
      if (!paid) {
        waiting.push(order);
        continue;
      }
      const lines = this.lines(custId)
        .map((line) => {
          const taken = order.lines.find((entry) => entry.skuId === line.skuId)?.quantity ?? 0;
          return { ...line, quantity: line.quantity - taken };
        })
        .filter((line) => line.quantity > 0);
      this.setLines(custId, lines);
    }
    if (waiting.length > 0) this.pending.set(custId, waiting);
    else this.pending.delete(custId);
  }
}
