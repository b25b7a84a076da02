import { describe, expect, it } from 'vitest';
import { balanceIconOf, balanceItemStanding } from './balanceItems';
import { boosterPriceText, boosterResultView } from './booster';
import { displayLineNumber } from './numberDisplay';
import { pointPathOf, pointsView } from './points';
import { defaultHomeProperties, parseHomeProperties } from './properties';
import { corporateHasLineSwitch, normaliseSubscriberNumber, validateSubscriberNumber } from './subscriberSearch';

describe('displayLineNumber (F3.2, spec 03 §5)', () => {
  it('breaks the number by serviceNbrBreakRule when one is configured', () => {
    expect(displayLineNumber({ accNbr: '771234567', prefix: '263' }, { breakRule: '2,3,4' })).toBe('+263 77 123 4567');
    expect(displayLineNumber({ accNbr: '771234567' }, { breakRule: 'xx-xxx-xxxx' })).toBe('77-123-4567');
  });

  it('masks the number without a rule (3 leading, 4 stars, 3 trailing by default)', () => {
    expect(displayLineNumber({ accNbr: '771234567', prefix: '263' })).toBe('+263 771****567');
    expect(displayLineNumber({ accNbr: '771234567' }, { breakRule: 'nonsense', mask: { leading: 2, trailing: 2, stars: 3 } })).toBe('77***67');
  });
});

describe('subscriber search (F3.2)', () => {
  const typings = ['+263 77 555 0001', '0775550001', '٧٧٥٥٥٠٠٠١'];

  it.each(typings)('reads the national number however it is typed: %s', (typed) => {
    expect(normaliseSubscriberNumber(typed)).toBe('775550001');
  });

  const searchAnswers: [typed: string, messageKey: string | undefined][] = [
    ['  ', 'gaia_lines_search_required'], ['77555', 'gaia_lines_search_invalid'], ['77555000a', 'gaia_lines_search_invalid'],
    ['077 555 0001', undefined],
  ];

  it.each(searchAnswers)('asks for a number, then for 9 digits: %j → %j', (typed, messageKey) => {
    // toBe(undefined) is the check toBeUndefined() makes.
    expect(validateSubscriberNumber(typed)).toBe(messageKey);
  });

  it('gives a corporate user the line switch only when the full list of lines exists (spec 03 §6)', () => {
    expect(corporateHasLineSwitch([{ subsId: 'S-1', accNbr: '775550001' }])).toBe(true);
    expect(corporateHasLineSwitch([])).toBe(false);
    expect(corporateHasLineSwitch(undefined)).toBe(false);
  });
});

describe('home properties (spec 03 §3 property configuration)', () => {
  it('reads the scene, point system, rule and View order switch over the defaults', () => {
    expect(parseHomeProperties({ subInfoCardType: 'mainPlan', pointSystem: 'EXTERNAL', serviceNbrBreakRule: '2,3,4', showSuccessPageViewOrder: 'N', myOrderWebUrl: '/myOrders?tab=all', isCanChange: 'n' })).toEqual({
      ...defaultHomeProperties,
      subInfoCardType: 'mainPlan',
      pointSystem: 'external',
      serviceNbrBreakRule: '2,3,4',
      showSuccessPageViewOrder: false,
      myOrderWebUrl: '/myOrders?tab=all',
      isCanChange: 'N',
    });
  });

  it('keeps the defaults for unknown values and never takes a script URL', () => {
    expect(parseHomeProperties(null)).toEqual(defaultHomeProperties);
    expect(parseHomeProperties({ subInfoCardType: 'fancy', pointSystem: 7, myOrderWebUrl: 'javascript:alert(1)' })).toEqual(defaultHomeProperties);
    expect(parseHomeProperties({ myOrderWebUrl: '//evil.example' }).myOrderWebUrl).toBe('/myOrders');
  });
});

describe('points (F3.4)', () => {
  it('queries internal points at /point/detail and external ones at /point/summary', () => {
    expect(pointPathOf('internal')).toBe('/ecare/point/detail');
    expect(pointPathOf('external')).toBe('/ecare/point/summary');
  });

  it('reads the answer, falling back to the line usablePoint, and leaves unknown values out', () => {
    expect(pointsView({ pointDetail: { usablePoint: '1250', expiringPoint: 200, expDate: '2026-12-31', pointName: ' Gaia Rewards ' } })).toEqual({ usable: 1250, expiring: 200, expDate: '2026-12-31', name: 'Gaia Rewards' });
    expect(pointsView({ pointDetail: null }, 40)).toEqual({ usable: 40 });
    expect(pointsView(undefined, '')).toEqual({});
  });
});

describe('balance items (F3.4)', () => {
  it('names the icon of each unit type', () => {
    expect([1, 2, 3, 4, 10001, '10001', 99].map(balanceIconOf)).toEqual(['data', 'voice', 'sms', 'currency', 'whatsapp', 'whatsapp', 'other']);
  });

  it('reads an item as expired, low (≤ 10 % left or overused) or ok; unlimited is never low', () => {
    const now = new Date('2026-06-15T10:00:00Z');
    expect(balanceItemStanding({ acctResName: 'a', acctResCode: 'a', expDate: '2026-06-01', realBalance: 500, grossBalance: 1000 }, now)).toBe('expired');
    expect(balanceItemStanding({ acctResName: 'a', acctResCode: 'a', expDate: '2026-07-01', realBalance: 50, grossBalance: 1000 }, now)).toBe('low');
    expect(balanceItemStanding({ acctResName: 'a', acctResCode: 'a', realBalance: -5, grossBalance: 100 }, now)).toBe('low');
    expect(balanceItemStanding({ acctResName: 'a', acctResCode: 'a', realBalance: 500, grossBalance: 1000 }, now)).toBe('ok');
    expect(balanceItemStanding({ acctResName: 'a', acctResCode: 'a', unlimitedFlag: 'Y', realBalance: 0, grossBalance: 0 }, now)).toBe('ok');
  });
});

describe('booster result (F3.5, spec 03 §4)', () => {
  const offer = { offerName: 'Data Booster 1 GB', offerCode: 'BST-1G', offerNbr: '9001', currencySymbol: '$', displayOtcPrice: '2.00' };
  const base = { offer, subscription: { accNbr: '771234567', prefix: '263' }, phoneNumber: '+263 77 123 4567', myOrderWebUrl: '/myOrders' };

  it('shows the price with its symbol, -- without one', () => {
    expect(boosterPriceText(offer)).toBe('$2.00');
    expect(boosterPriceText({ displayOtcPrice: '2.00', currencySymbol: 'ZWG' }, 'after')).toBe('2.00 ZWG');
    expect(boosterPriceText({ displayOtcPrice: ' ' })).toBe('--');
  });

  it('fills the result from the answer and offers View order when enabled and an order id exists', () => {
    expect(boosterResultView({ ...base, result: { custOrderNbr: 'ORD-1', amountDisplay: '2.00', currencySymbol: '$' }, showViewOrder: true })).toEqual({
      phoneNumber: '+263 77 123 4567',
      booster: 'Data Booster 1 GB',
      amount: '$2.00',
      orderId: 'ORD-1',
      viewOrderUrl: '/myOrders?orderNbr=ORD-1',
    });
  });

  it('has no View order when it is disabled or there is no order id', () => {
    expect(boosterResultView({ ...base, result: { custOrderNbr: 'ORD-1' }, showViewOrder: false }).viewOrderUrl).toBeUndefined();
    const view = boosterResultView({ ...base, result: null, showViewOrder: true });
    expect(view.viewOrderUrl).toBeUndefined();
    expect(view.orderId).toBe('--');
    expect(view.amount).toBe('$2.00');
  });
});
