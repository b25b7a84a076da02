import { describe, expect, it } from 'vitest';
import type { Order } from '../order';
import {
  AfterSaleFormKey,
  afterSaleActions,
  afterSaleOutcome,
  afterSalePath,
  decodeItemSelection,
  encodeItemSelection,
  exchangeFormRules,
  isEsimItem,
  isSimItem,
  isShipmentFinished,
  parseAfterSaleAction,
  returnFormRules,
  returnWindowEndsAt,
  shipmentTimeline,
  simChangeFormRules,
  simChangeReasons,
  toReturnRequest,
  RETURN_WINDOW_DAYS,
} from './index';

const DAY = 24 * 60 * 60 * 1000;
const completedAt = Date.UTC(2026, 10, 1, 10);
const phone = { offerName: 'Nova 5G phone', offerCode: 'SKU-NOVA5G', offerType: 'GOODS', qty: 1 };
const sim = { offerName: 'Prepaid SIM', offerCode: 'SKU-SIM', offerType: 'SIM', qty: 1 };
const goods = (extra: Partial<Order> = {}): Order => ({
  orderId: 'O-1',
  orderNbr: 'SO1',
  orderState: 'C',
  eventType: 'PURCHASE_GOODS',
  stateDate: completedAt,
  orderItemList: [phone],
  ...extra,
});

describe('F4.5 after-sale actions of an order', () => {
  it('offers return, exchange and tracking for a completed goods order within 14 days of completion', () => {
    expect(afterSaleActions(goods(), completedAt + 3 * DAY)).toEqual(['return', 'exchange', 'track']);
    expect(afterSaleActions(goods(), completedAt + RETURN_WINDOW_DAYS * DAY)).toEqual(['return', 'exchange', 'track']);
  });

  it('keeps only tracking once the window has closed', () => {
    expect(afterSaleActions(goods(), completedAt + RETURN_WINDOW_DAYS * DAY + 1)).toEqual(['track']);
    expect(returnWindowEndsAt(goods())).toBe(completedAt + 14 * DAY);
  });

  it('offers a SIM change when the order holds a SIM, whatever the window', () => {
    const order = goods({ orderItemList: [phone, sim] });
    expect(afterSaleActions(order, completedAt + 40 * DAY)).toEqual(['simChange', 'track']);
  });

  it('offers nothing for an order not completed or not a purchase of goods', () => {
    expect(afterSaleActions(goods({ orderState: 'B' }), completedAt)).toEqual([]);
    expect(afterSaleActions(goods({ eventType: 'NEW_CONNECTION' }), completedAt)).toEqual([]);
    expect(afterSaleActions(goods({ eventType: 'RETURN_GOODS' }), completedAt)).toEqual([]);
  });

  it('recognises SIM items and eSIMs', () => {
    expect(isSimItem(sim)).toBe(true);
    expect(isSimItem({ offerType: 'GOODS', iccid: '8926300000000000001' })).toBe(true);
    expect(isSimItem({ offerType: 'GOODS', skuAttrList: [{ attrName: 'SIM type', attrValueMask: 'Physical SIM' }] })).toBe(true);
    expect(isSimItem(phone)).toBe(false);
    expect(isEsimItem({ skuAttrList: [{ attrName: 'SIM type', attrValueMask: 'eSIM' }] })).toBe(true);
    // An order placed in Arabic names the attribute in Arabic.
    expect(isSimItem({ skuAttrList: [{ attrName: 'نوع الشريحة', attrValueMask: 'شريحة فعلية' }] })).toBe(true);
    expect(isEsimItem({ skuAttrList: [{ attrName: 'نوع الشريحة', attrValueMask: 'شريحة إلكترونية' }] })).toBe(true);
    expect(isEsimItem({ skuAttrList: [{ attrName: 'SIM type', attrValueMask: 'Physical SIM' }] })).toBe(false);
    expect(simChangeReasons(true)).toEqual(['LOST', 'DAMAGED']);
    expect(simChangeReasons(false)).toEqual(['LOST', 'DAMAGED', 'UPGRADE_ESIM']);
  });

  it('reads the action of the /afterSale address and writes it', () => {
    expect(parseAfterSaleAction('exchange')).toBe('exchange');
    expect(parseAfterSaleAction('refund')).toBeUndefined();
    expect(parseAfterSaleAction(null)).toBeUndefined();
    expect(afterSalePath('O-1', 'track')).toBe('/afterSale?orderId=O-1&action=track');
  });
});

describe('F4.5 after-sale forms', () => {
  const returnable = [
    { offerCode: 'SKU-NOVA5G', offerName: 'Nova', qty: 1, returnableQty: 1 },
    { offerCode: 'SKU-GLASS', offerName: 'Glass', qty: 2, returnableQty: 2 },
  ];

  it('encodes the chosen items as one value and back, leaving out zero quantities', () => {
    const value = encodeItemSelection({ 'SKU-GLASS': 2, 'SKU-NOVA5G': 1, 'SKU-X': 0 });
    expect(value).toBe('SKU-GLASS:2,SKU-NOVA5G:1');
    expect(decodeItemSelection(value)).toEqual({ 'SKU-GLASS': 2, 'SKU-NOVA5G': 1 });
    expect(decodeItemSelection('a:x,:2,b:1')).toEqual({ b: 1 });
  });

  it('a return needs an item within what may be returned, a reason, and remarks of at most 400 characters', () => {
    const rules = returnFormRules(returnable);
    expect(rules({ items: '', reason: '', remarks: 'x'.repeat(401) })).toEqual({
      items: AfterSaleFormKey.itemsRequired,
      reason: AfterSaleFormKey.reasonRequired,
      remarks: AfterSaleFormKey.remarksTooLong,
    });
    expect(rules({ items: 'SKU-GLASS:3', reason: 'DEFECTIVE', remarks: '' }).items).toBe(AfterSaleFormKey.itemsRequired);
    expect(rules({ items: 'SKU-OTHER:1', reason: 'DEFECTIVE', remarks: '' }).items).toBe(AfterSaleFormKey.itemsRequired);
    expect(rules({ items: 'SKU-GLASS:2', reason: 'DEFECTIVE', remarks: 'x'.repeat(400) })).toEqual({ items: undefined, reason: undefined, remarks: undefined });
    expect(rules({ items: 'SKU-GLASS:1', reason: 'LOST', remarks: '' }).reason).toBe(AfterSaleFormKey.reasonRequired);
  });

  it('builds the return request with trimmed remarks', () => {
    expect(toReturnRequest('O-1', { items: 'SKU-GLASS:1', reason: 'CHANGED_MIND', remarks: '  too many  ' })).toEqual({
      orderId: 'O-1',
      items: [{ offerCode: 'SKU-GLASS', qty: 1 }],
      reason: 'CHANGED_MIND',
      remarks: 'too many',
    });
  });

  it('an exchange needs an item, a SKU and a reason; a SIM change an item and a reason', () => {
    expect(exchangeFormRules({ offerCode: '', targetSkuId: '', reason: '', remarks: '' })).toEqual({
      offerCode: AfterSaleFormKey.itemRequired,
      targetSkuId: AfterSaleFormKey.skuRequired,
      reason: AfterSaleFormKey.reasonRequired,
      remarks: undefined,
    });
    expect(exchangeFormRules({ offerCode: 'A', targetSkuId: 'B', reason: 'DIFFERENT_VARIANT', remarks: '' }).reason).toBeUndefined();
    expect(simChangeFormRules({ offerCode: 'SKU-SIM', reason: 'UPGRADE_ESIM', remarks: '' })).toEqual({ offerCode: undefined, reason: undefined, remarks: undefined });
    expect(simChangeFormRules({ offerCode: 'SKU-SIM', reason: 'CHANGED_MIND', remarks: '' }).reason).toBe(AfterSaleFormKey.reasonRequired);
  });
});

describe('F4.5 shipment timeline', () => {
  it('a delivery in progress: steps reached are done, the latest current, the rest upcoming', () => {
    const steps = shipmentTimeline({
      deliveryMethod: 'DELIVERY',
      events: [
        { status: 'PACKED', time: 1 },
        { status: 'SHIPPED', time: 2 },
      ],
    });
    expect(steps.map((step) => [step.status, step.state])).toEqual([
      ['PACKED', 'done'],
      ['SHIPPED', 'current'],
      ['OUT_FOR_DELIVERY', 'upcoming'],
      ['DELIVERED', 'upcoming'],
    ]);
    expect(steps[1]!.event).toEqual({ status: 'SHIPPED', time: 2 });
    expect(isShipmentFinished({ deliveryMethod: 'DELIVERY', events: [{ status: 'SHIPPED', time: 2 }] })).toBe(false);
  });

  it('a pickup picked up is finished; an event of the other method is left out', () => {
    const track = {
      deliveryMethod: 'PICKUP' as const,
      events: [
        { status: 'PACKED' as const, time: 1 },
        { status: 'SHIPPED' as const, time: 2 },
        { status: 'READY_FOR_PICKUP' as const, time: 3, location: 'Harare Central' },
        { status: 'PICKED_UP' as const, time: 4 },
      ],
    };
    expect(shipmentTimeline(track).map((step) => [step.status, step.state])).toEqual([
      ['PACKED', 'done'],
      ['READY_FOR_PICKUP', 'done'],
      ['PICKED_UP', 'current'],
    ]);
    expect(isShipmentFinished(track)).toBe(true);
  });

  it('nothing happened yet: every step upcoming', () => {
    expect(shipmentTimeline({ deliveryMethod: 'PICKUP', events: [] }).every((step) => step.state === 'upcoming')).toBe(true);
  });
});

describe('F4.5 after-sale outcome', () => {
  it('a 200 with the created order succeeds; any other answer shows its message, else the fallback', () => {
    expect(afterSaleOutcome({ code: '200', data: { orderId: 'R-1', orderNbr: 'RT1' } })).toEqual({ ok: true, created: { orderId: 'R-1', orderNbr: 'RT1' } });
    expect(afterSaleOutcome({ code: '40004501', resultMsg: 'Window closed', data: null })).toEqual({ ok: false, message: 'Window closed', fallbackKey: 'gaia_aftersale_failed' });
    expect(afterSaleOutcome({ code: '500', resultMsg: ' ' })).toEqual({ ok: false, fallbackKey: 'gaia_aftersale_failed' });
    expect(afterSaleOutcome(undefined)).toEqual({ ok: false, fallbackKey: 'gaia_aftersale_failed' });
  });
});
