import {
  AfterSaleEventType,
  ItemRefusal,
  OrderState,
  SimChangeReason,
  isAfterSaleOrder,
  isEsimItem,
  isSimItem,
  returnWindowEndsAt,
  type AfterSaleOrderCreated,
  type ExchangeOption,
  type ExchangePreCheck,
  type ItemRefusalCode,
  type OrderItem,
  type ReturnPreCheck,
  type ShipmentEvent,
  type ShipmentTrack,
  type SimChangeReasonCode,
} from '@gaia/domain';
import type { Clock } from './clock';
import type { OrderBook, SandboxOrder } from './orders';
import { money, orderAmounts } from './orderSeed/orderFactory';
import { WEB_CHANNEL } from './orderSeed/orderChannels';
import { NOT_RETURNABLE_CODES, SEEDED_EXCHANGE_OPTIONS } from './afterSaleCatalogue';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** A request made after sale: the order it created and the items of the original order it concerns. */
interface AfterSaleRecord {
  kind: 'return' | 'exchange' | 'simChange';
  orderId: string;
  originalOrderId: string;
  items: { offerCode: string; qty: number }[];
}

/** Why a request is refused: the message key the route answers with. */
export type AfterSaleRefusal =
  | 'gaia_aftersale_err_not_goods'
  | 'gaia_aftersale_err_window_closed'
  | 'gaia_aftersale_err_item'
  | 'gaia_aftersale_err_returned'
  | 'gaia_aftersale_err_exchanged'
  | 'gaia_aftersale_err_sku'
  | 'gaia_aftersale_err_out_of_stock'
  | 'gaia_aftersale_err_not_sim'
  | 'gaia_aftersale_err_sim_pending'
  | 'gaia_aftersale_err_already_esim';

export type AfterSaleResult = { ok: true; created: AfterSaleOrderCreated } | { ok: false; refusal: AfterSaleRefusal };

/** Where another SKU of a product is found (the shop's catalogue), for goods bought in the shop. */
export type ExchangeOptionSource = (offerCode: string) => readonly ExchangeOption[] | undefined;

/** Parses a money text ("$229.90") to a number, 0 when it is not one. */
function amountOf(text: string | undefined): number {
  const value = Number((text ?? '').replace(/[^0-9.]/g, ''));
  return Number.isFinite(value) ? value : 0;
}

/**
 * Returns, exchanges, SIM changes and shipment events of goods orders (F4.5). Every request becomes
 * an order of the order book (state V, listed in My Orders, cancellable there); while that order
 * is not cancelled or rejected, the items it concerns count as returned, being exchanged or having
 * a SIM change in progress. Returns and exchanges are accepted within 14 days of the order's
 * completion (the domain's RETURN_WINDOW_DAYS); a SIM change at any time.
 */
export class AfterSaleBook {
  /** `refuse` makes every request answer a refusal (the failure switch, /__sandbox/afterSale). */
  switches = { refuse: false };
  private records: AfterSaleRecord[] = [];
  private sequence = 0;

  constructor(private readonly clock: Clock) {}

  /** Back to the seeded state: no requests, no switch. */
  reset(): void {
    this.records = [];
    this.sequence = 0;
    this.switches = { refuse: false };
  }

  /** Units of an item already returned or being exchanged (requests whose order still stands). */
  private usedQty(orders: OrderBook, originalOrderId: string, offerCode: string, kinds: AfterSaleRecord['kind'][]): number {
    return this.records
      .filter((record) => record.originalOrderId === originalOrderId && kinds.includes(record.kind) && this.stands(orders, record))
      .flatMap((record) => record.items)
      .filter((item) => item.offerCode === offerCode)
      .reduce((sum, item) => sum + item.qty, 0);
  }

  private stands(orders: OrderBook, record: AfterSaleRecord): boolean {
    const state = orders.get(record.orderId)?.order.orderState;
    return state !== undefined && state !== OrderState.cancelled && state !== OrderState.rejected;
  }

  private withinWindow(entry: SandboxOrder): boolean {
    const end = returnWindowEndsAt(entry.order);
    return end !== undefined && this.clock.now() <= end;
  }

  /** Which items may still be returned, how many of each, and when the window closes. */
  returnCheck(orders: OrderBook, entry: SandboxOrder): ReturnPreCheck {
    const open = this.withinWindow(entry);
    const items = (entry.order.orderItemList ?? []).map((item) => {
      const code = item.offerCode ?? '';
      const qty = item.qty ?? 1;
      const left = qty - this.usedQty(orders, entry.order.orderId, code, ['return', 'exchange']);
      const refusal: ItemRefusalCode | undefined = !open
        ? ItemRefusal.windowClosed
        : NOT_RETURNABLE_CODES.has(code)
          ? ItemRefusal.notReturnable
          : left <= 0
            ? ItemRefusal.returned
            : undefined;
      return { offerCode: code, offerName: item.offerName ?? code, qty, returnableQty: refusal ? 0 : left, ...(refusal ? { refusal } : {}) };
    });
    return { windowEndsAt: returnWindowEndsAt(entry.order) ?? 0, items };
  }

  /** Which items may be exchanged and for which SKUs (`source` gives a shop product's other SKUs). */
  exchangeCheck(orders: OrderBook, entry: SandboxOrder, source?: ExchangeOptionSource): ExchangePreCheck {
    const open = this.withinWindow(entry);
    const items = (entry.order.orderItemList ?? []).map((item) => {
      const code = item.offerCode ?? '';
      const options = [...(SEEDED_EXCHANGE_OPTIONS[code] ?? source?.(code) ?? [])];
      const left = (item.qty ?? 1) - this.usedQty(orders, entry.order.orderId, code, ['return', 'exchange']);
      const refusal: ItemRefusalCode | undefined = !open
        ? ItemRefusal.windowClosed
        : left <= 0
          ? this.usedQty(orders, entry.order.orderId, code, ['exchange']) > 0
            ? ItemRefusal.exchanged
            : ItemRefusal.returned
          : options.length === 0
            ? ItemRefusal.noOptions
            : undefined;
      return { offerCode: code, offerName: item.offerName ?? code, exchangeable: refusal === undefined, ...(refusal ? { refusal } : {}), options: refusal ? [] : options };
    });
    return { windowEndsAt: returnWindowEndsAt(entry.order) ?? 0, items };
  }

  /** A return of some units of some items: a RETURN_GOODS order in V, the refund as its amount. */
  applyReturn(orders: OrderBook, entry: SandboxOrder, items: { offerCode: string; qty: number }[], reason: string, remarks: string): AfterSaleResult {
    if (!isAfterSaleOrder(entry.order)) return { ok: false, refusal: 'gaia_aftersale_err_not_goods' };
    if (!this.withinWindow(entry)) return { ok: false, refusal: 'gaia_aftersale_err_window_closed' };
    const check = this.returnCheck(orders, entry);
    const lines: OrderItem[] = [];
    let refund = 0;
    for (const wanted of items) {
      const item = entry.order.orderItemList?.find((candidate) => candidate.offerCode === wanted.offerCode);
      const allowed = check.items.find((candidate) => candidate.offerCode === wanted.offerCode);
      if (!item || !allowed || allowed.refusal === ItemRefusal.notReturnable) return { ok: false, refusal: 'gaia_aftersale_err_item' };
      if (wanted.qty > allowed.returnableQty) return { ok: false, refusal: 'gaia_aftersale_err_returned' };
      refund += amountOf(item.priceDisplay) * wanted.qty;
      lines.push({ ...structuredClone(item), qty: wanted.qty, offerActType: 'D' });
    }
    const created = this.create(orders, entry, 'return', AfterSaleEventType.returnGoods, lines, refund, { returnReason: reason }, 'RETURN_REQUESTED', remarks);
    this.records.push({ kind: 'return', orderId: created.orderId, originalOrderId: entry.order.orderId, items });
    return { ok: true, created };
  }

  /** An exchange of one unit of an item for another SKU: an EXCHANGE_GOODS order in V. */
  exchange(orders: OrderBook, entry: SandboxOrder, offerCode: string, targetSkuId: string, reason: string, remarks: string, source?: ExchangeOptionSource): AfterSaleResult {
    if (!isAfterSaleOrder(entry.order)) return { ok: false, refusal: 'gaia_aftersale_err_not_goods' };
    if (!this.withinWindow(entry)) return { ok: false, refusal: 'gaia_aftersale_err_window_closed' };
    const item = entry.order.orderItemList?.find((candidate) => candidate.offerCode === offerCode);
    if (!item) return { ok: false, refusal: 'gaia_aftersale_err_item' };
    const checked = this.exchangeCheck(orders, entry, source).items.find((candidate) => candidate.offerCode === offerCode);
    if (checked?.refusal === ItemRefusal.returned || checked?.refusal === ItemRefusal.exchanged) return { ok: false, refusal: 'gaia_aftersale_err_exchanged' };
    const option = checked?.options.find((candidate) => candidate.skuId === targetSkuId);
    if (!option) return { ok: false, refusal: 'gaia_aftersale_err_sku' };
    if (!option.inStock) return { ok: false, refusal: 'gaia_aftersale_err_out_of_stock' };
    const lines: OrderItem[] = [
      { ...structuredClone(item), qty: 1, offerActType: 'D' },
      { offerName: option.name, offerCode: option.skuId, offerType: item.offerType ?? 'GOODS', offerActType: 'A', qty: 1, priceDisplay: option.priceDisplay, paidFlag: 1, skuAttrList: option.attrs },
    ];
    const created = this.create(orders, entry, 'exchange', AfterSaleEventType.exchangeGoods, lines, 0, { exchangeReason: reason }, 'EXCHANGE_REQUESTED', remarks);
    this.records.push({ kind: 'exchange', orderId: created.orderId, originalOrderId: entry.order.orderId, items: [{ offerCode, qty: 1 }] });
    return { ok: true, created };
  }

  /** A SIM change of a SIM item: SIM_CARD_LOST for a lost SIM, else SIM_CARD_SHIFTING (an eSIM for the upgrade). */
  changeSim(orders: OrderBook, entry: SandboxOrder, offerCode: string, reason: SimChangeReasonCode, remarks: string): AfterSaleResult {
    if (!isAfterSaleOrder(entry.order)) return { ok: false, refusal: 'gaia_aftersale_err_not_goods' };
    const item = entry.order.orderItemList?.find((candidate) => candidate.offerCode === offerCode);
    if (!item) return { ok: false, refusal: 'gaia_aftersale_err_item' };
    if (!isSimItem(item)) return { ok: false, refusal: 'gaia_aftersale_err_not_sim' };
    if (reason === SimChangeReason.upgradeToEsim && isEsimItem(item)) return { ok: false, refusal: 'gaia_aftersale_err_already_esim' };
    if (this.usedQty(orders, entry.order.orderId, offerCode, ['simChange']) > 0) return { ok: false, refusal: 'gaia_aftersale_err_sim_pending' };
    const esim = reason === SimChangeReason.upgradeToEsim;
    const line: OrderItem = {
      ...structuredClone(item),
      qty: 1,
      offerActType: 'A',
      priceDisplay: money(0),
      ...(esim ? { skuAttrList: [{ attrName: 'SIM type', attrValueMask: 'eSIM' }] } : {}),
    };
    const eventType = reason === SimChangeReason.lost ? AfterSaleEventType.simCardLost : AfterSaleEventType.simCardShifting;
    const created = this.create(orders, entry, 'simChange', eventType, [line], 0, { simChangeReason: reason, ...(esim ? { esimFlag: 'Y' } : {}) }, 'SIM_CHANGE_REQUESTED', remarks);
    this.records.push({ kind: 'simChange', orderId: created.orderId, originalOrderId: entry.order.orderId, items: [{ offerCode, qty: 1 }] });
    return { ok: true, created };
  }

  /**
   * F4.5: the shipment's events that have happened by now. A pickup order (deliveryType PICKUP,
   * or a seeded order with a pickup contact) is packed, ready for pickup at its shop, picked up; a delivery is packed, shipped, out for
   * delivery, delivered. A seeded order's own READY_FOR_PICKUP and COMPLETED steps date the
   * pickup; otherwise events follow payment (1 h packed; pickup ready 4 h, collected 1 day;
   * delivery shipped 3 h, out 1 day, delivered 1 day 4 h) on the sandbox clock.
   */
  shipment(entry: SandboxOrder): ShipmentTrack {
    const { order, timeline } = entry;
    const now = this.clock.now();
    const stepTime = (name: string) => timeline.find((step) => step.processStep === name)?.startDate;
    const asTime = (value: string | number | undefined) => (typeof value === 'number' ? value : value ? Date.parse(value) : undefined);
    const paid = asTime(stepTime('PAID')) ?? asTime(order.createdDate) ?? now;
    // The shop's orders say how they come (extData.deliveryType); a seeded order with a pickup contact is a pickup.
    const deliveryType = order.extData?.deliveryType;
    const pickup = deliveryType === 'PICKUP' || (deliveryType !== 'DELIVERY' && Boolean(order.pickupInfo?.picker));
    const events: ShipmentEvent[] = [];
    const paidOrDone = order.orderState === OrderState.completed || timeline.some((step) => step.processStep === 'PAID');
    if (paidOrDone) {
      if (pickup) {
        const readyStep = timeline.find((step) => step.processStep === 'READY_FOR_PICKUP');
        const ready = asTime(readyStep?.startDate) ?? paid + 4 * HOUR;
        const collected = readyStep ? asTime(timeline.find((step) => step.processStep === 'COMPLETED' && (asTime(step.startDate) ?? 0) >= ready)?.startDate) : paid + DAY;
        const shop = readyStep?.comments ?? (typeof order.extData?.pickupShopName === 'string' ? order.extData.pickupShopName : undefined);
        events.push({ status: 'PACKED', time: Math.min(paid + HOUR, ready) });
        events.push({ status: 'READY_FOR_PICKUP', time: ready, ...(shop ? { location: shop } : {}) });
        if (collected !== undefined) events.push({ status: 'PICKED_UP', time: collected, ...(shop ? { location: shop } : {}) });
      } else {
        events.push({ status: 'PACKED', time: paid + HOUR });
        events.push({ status: 'SHIPPED', time: paid + 3 * HOUR, location: 'GAIA depot, Harare' });
        events.push({ status: 'OUT_FOR_DELIVERY', time: paid + DAY });
        events.push({ status: 'DELIVERED', time: paid + DAY + 4 * HOUR });
      }
    }
    return {
      orderId: order.orderId,
      orderNbr: order.orderNbr,
      deliveryMethod: pickup ? 'PICKUP' : 'DELIVERY',
      ...(pickup ? {} : { carrier: 'GAIA Express', trackingNbr: `GX${order.orderNbr.replace(/\D/g, '')}` }),
      events: events.filter((event) => event.time <= now).sort((a, b) => a.time - b.time),
    };
  }

  /** Records the new order in the order book, listed first in My Orders. */
  private create(
    orders: OrderBook,
    entry: SandboxOrder,
    kind: AfterSaleRecord['kind'],
    eventType: string,
    lines: OrderItem[],
    amount: number,
    extra: Record<string, string>,
    processStep: string,
    remarks: string,
  ): AfterSaleOrderCreated {
    this.sequence += 1;
    const now = this.clock.now();
    const prefix = kind === 'return' ? 'RT' : kind === 'exchange' ? 'EX' : 'SC';
    const orderId = `${entry.order.orderId}-${prefix}${this.sequence}`;
    const orderNbr = `${prefix}${entry.order.orderNbr.replace(/\D/g, '')}${String(this.sequence).padStart(2, '0')}`;
    orders.add({
      custId: entry.custId,
      order: {
        orderId,
        orderNbr,
        orderState: OrderState.cancellable,
        eventType,
        createdDate: now,
        stateDate: now,
        ...orderAmounts(amount),
        currencySymbol: entry.order.currencySymbol ?? '$',
        ...WEB_CHANNEL,
        extData: { originalOrderId: entry.order.orderId, originalOrderNbr: entry.order.orderNbr, ...extra },
        ...(entry.order.pickupInfo ? { pickupInfo: structuredClone(entry.order.pickupInfo) } : {}),
        orderItemList: lines,
      },
      timeline: [{ processStep, startDate: now, ...(remarks ? { comments: remarks } : {}) }],
    });
    return { orderId, orderNbr };
  }
}
