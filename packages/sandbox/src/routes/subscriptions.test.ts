import { describe, expect, it } from 'vitest';
import type { BalanceResponse, BoosterOfferListResult, OrderSetVasResult, PointDetailResult, Subscription, SubsListResult } from '@gaia/domain';
import { ResultCode } from '@gaia/domain';
import { createTestSandbox, type TestSandbox } from '../testing/sandboxTest';

/** A session of a seeded user, without going through sign-in (sign-in has its own tests). */
function sessionOf(sbx: TestSandbox, userId: string): { token: string } {
  const customer = sbx.store.findByUserId(userId);
  if (!customer) throw new Error(`no customer ${userId}`);
  return { token: sbx.store.openSession(customer) };
}

async function linesOf(sbx: TestSandbox, userId: string) {
  const custNbr = sbx.store.findByUserId(userId)!.user.currentCustNbr;
  return (await sbx.post<SubsListResult>('/ecare/subs/list', { custNbr }, sessionOf(sbx, userId))).body.data!.subsList;
}

const boosterOrder = (line: Subscription, offerCode: string, offerNbr: string) => ({
  prefix: line.prefix,
  accNbr: line.accNbr,
  subsId: line.subsId,
  custNbr: line.custNbr,
  custId: line.custId,
  vasList: [{ offerCode, offerNbr, offerType: 2, actType: 'A' }],
  paymentInfoList: [{ paymentMethodType: 'B' }],
});

describe('lines (F3.2, spec 03 §7 /subs/list, /subs/detail)', () => {
  it('lists the demo individual’s prepaid, postpaid and eSIM lines with one main line', async () => {
    const sbx = await createTestSandbox();
    const lines = await linesOf(sbx, 'U-1001');
    expect(lines.map((line) => [line.subsId, line.subscriptionType, (line as { simType?: string }).simType, line.subsExtMap?.preferredFlag])).toEqual([
      ['S-1001', 'PREPAID', 'PHYSICAL_SIM', 'Y'],
      ['S-1002', 'POSTPAID', 'PHYSICAL_SIM', 'N'],
      ['S-1003', 'PREPAID', 'E_SIM', undefined],
    ]);
    expect(lines[1]!.paidFlag).toBe('1');
  });

  it('has 60 lines for the corporate demo, none for a customer without lines, and no main line for Farai', async () => {
    const sbx = await createTestSandbox();
    expect(await linesOf(sbx, 'U-2001')).toHaveLength(60);
    expect(await linesOf(sbx, 'U-1003')).toEqual([]);
    expect((await linesOf(sbx, 'U-1002')).some((line) => line.subsExtMap?.preferredFlag === 'Y')).toBe(false);
  });

  it('answers 401 without a session, 400 for a malformed body and 403 for another customer', async () => {
    const sbx = await createTestSandbox();
    expect(await sbx.statusOf('/ecare/subs/list', {})).toBe(401);
    const session = sessionOf(sbx, 'U-1001');
    const malformed = await sbx.post('/ecare/subs/list', '{"custNbr":', session);
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe(ResultCode.badRequest);
    expect(await sbx.statusOf('/ecare/subs/list', { custNbr: 7 }, session)).toBe(400);
    expect(await sbx.statusOf('/ecare/subs/list', { custNbr: 'C-2001' }, session)).toBe(403);
  });

  it('finds any of the company’s numbers however written, and no other number (corporate search)', async () => {
    const sbx = await createTestSandbox();
    const session = sessionOf(sbx, 'U-2001');
    const found = await sbx.post<Subscription>('/ecare/subs/detail', { accNbr: '+263 77 555 0042' }, session);
    expect(found.body.data).toMatchObject({ subsId: 'S-2001-42', accNbr: '775550042' });
    const foreign = await sbx.post('/ecare/subs/detail', { accNbr: '771234567' }, { ...session, locale: 'ar' });
    expect(foreign.body.code).toBe('40404001');
    expect(foreign.body.resultMsg).toBe('لا يوجد خط من خطوطك بهذا الرقم.');
    expect(await sbx.statusOf('/ecare/subs/detail', { accNbr: '77' }, session)).toBe(400);
  });
});

describe('balances and points (F3.4, spec 03 §7 /balance, /point/*)', () => {
  it('covers every unit type, unlimited, nearly used up and expired items, with the account and extra balances', async () => {
    const sbx = await createTestSandbox();
    const balance = (await sbx.post<BalanceResponse>('/ecare/balance', { accNbr: '771234567' }, sessionOf(sbx, 'U-1001'))).body.data!;
    expect(balance.acctBalance).toMatchObject({ amount: 12.5, currencySymbol: '$' });
    expect(balance.extAcctBalance?.[0]).toMatchObject({ amount: 250, currencySymbol: 'ZWG' });
    const items = balance.balanceList!;
    expect(new Set(items.map((item) => Number(item.unitType)))).toEqual(new Set([1, 2, 3, 4, 10001]));
    expect(items.find((item) => item.acctResCode === 'SMS_ALL')!.unlimitedFlag).toBe('Y');
    expect(items.find((item) => item.acctResCode === 'VOICE_LOCAL')).toMatchObject({ realBalance: 25, grossBalance: 300, formatRealBalance: '25 min' });
    const night = items.find((item) => item.acctResCode === 'NIGHT_DATA')!;
    expect(Date.parse(`${night.expDate!.replace(' ', 'T')}Z`)).toBeLessThan(sbx.store.now());
  });

  it('shows the credit limit of a postpaid line and refuses another customer’s line', async () => {
    const sbx = await createTestSandbox();
    const session = sessionOf(sbx, 'U-1001');
    expect((await sbx.post<BalanceResponse>('/ecare/balance', { accNbr: '772345678' }, session)).body.data!.creditLimit).toMatchObject({ amount: 100 });
    expect(await sbx.codeOf('/ecare/balance', { accNbr: '775550001' }, session)).toBe('40404001');
    expect(await sbx.statusOf('/ecare/balance', { accNbr: 12 }, session)).toBe(400);
  });

  it('answers the points of the internal and the external system', async () => {
    const sbx = await createTestSandbox();
    const session = sessionOf(sbx, 'U-1001');
    const internal = await sbx.post<PointDetailResult>('/ecare/point/detail', { accNbr: '771234567' }, session);
    expect(internal.body.data!.pointDetail).toMatchObject({ usablePoint: 1250, pointName: 'Gaia Rewards' });
    const external = await sbx.post<PointDetailResult>('/ecare/point/summary', { accNbr: '771234567' }, session);
    expect(external.body.data!.pointDetail).toMatchObject({ pointName: 'Partner Miles' });
  });
});

describe('main line (F3.3, spec 03 §7 /user/preferred-subs/set)', () => {
  it('moves the main line of an individual and refuses the current main line again', async () => {
    const sbx = await createTestSandbox();
    const session = sessionOf(sbx, 'U-1001');
    expect(await sbx.codeOf('/ecare/user/preferred-subs/set', { subsId: 'S-1003' }, session)).toBe('200');
    const lines = await linesOf(sbx, 'U-1001');
    expect(lines.filter((line) => line.subsExtMap?.preferredFlag === 'Y').map((line) => line.subsId)).toEqual(['S-1003']);
    const again = await sbx.post('/ecare/user/preferred-subs/set', { subsId: 'S-1003' }, session);
    expect(again.body).toMatchObject({ code: '40904201', resultMsg: 'This number is already your main line.' });
  });

  it('sets a corporate main line by number, which becomes the user’s preferred line', async () => {
    const sbx = await createTestSandbox();
    const session = sessionOf(sbx, 'U-2001');
    expect(await sbx.codeOf('/ecare/user/preferred-subs/set', { accNbr: '0775550007' }, session)).toBe('200');
    expect(sbx.store.findByUserId('U-2001')!.user).toMatchObject({ preferredAccNbr: '263775550007', preferredSubsId: 'S-2001-07' });
    expect(await sbx.codeOf('/ecare/user/preferred-subs/set', { accNbr: '775550007' }, session)).toBe('40904201');
    expect(await sbx.codeOf('/ecare/user/preferred-subs/set', { accNbr: '771234567' }, session)).toBe('40404001');
    expect(await sbx.statusOf('/ecare/user/preferred-subs/set', {}, session)).toBe(400);
    sbx.store.reset();
    expect(sbx.store.findByUserId('U-2001')!.user.preferredAccNbr).toBeUndefined();
  });
});

describe('boosters (F3.5)', () => {
  it('offers boosters with prices for an item with boosterFlag Y and none for others', async () => {
    const sbx = await createTestSandbox();
    const session = sessionOf(sbx, 'U-1001');
    const offers = await sbx.post<BoosterOfferListResult>('/ecare/booster/offer/list', { acctResCode: 'DATA_MAIN', subsId: 'S-1001' }, session);
    expect(offers.body.data!.boosterOfferList).toEqual([
      { offerName: 'Data Booster 1 GB', offerCode: 'BST-DATA-1G', offerNbr: '9101', currencySymbol: '$', displayOtcPrice: '2.00' },
      { offerName: 'Data Booster 5 GB', offerCode: 'BST-DATA-5G', offerNbr: '9105', currencySymbol: '$', displayOtcPrice: '8.00' },
    ]);
    const none = await sbx.post<BoosterOfferListResult>('/ecare/booster/offer/list', { acctResCode: 'SMS_ALL', subsId: 'S-1001' }, session);
    expect(none.body.data!.boosterOfferList).toEqual([]);
  });

  it('buying a booster takes the price from the balance and adds to the item', async () => {
    const sbx = await createTestSandbox();
    const session = sessionOf(sbx, 'U-1001');
    const line = (await linesOf(sbx, 'U-1001'))[0]!;
    const order = await sbx.post<OrderSetVasResult>('/ecare/order/custOrder/setVas', boosterOrder(line, 'BST-DATA-1G', '9101'), session);
    expect(order.body.data).toMatchObject({ accNbr: '771234567', offerName: 'Data Booster 1 GB', amountDisplay: '2.00', custOrderId: 'CO-000001' });
    expect(order.body.data!.custOrderNbr).toMatch(/^VAS\d{8}000001$/);
    const balance = (await sbx.post<BalanceResponse>('/ecare/balance', { accNbr: line.accNbr }, session)).body.data!;
    expect(balance.acctBalance!.amount).toBe(10.5);
    expect(balance.balanceList!.find((item) => item.acctResCode === 'DATA_MAIN')).toMatchObject({ realBalance: 4300.8, grossBalance: 11264 });
  });

  it('refuses a purchase the balance cannot pay, with the reason in the user’s language', async () => {
    const sbx = await createTestSandbox();
    const session = sessionOf(sbx, 'U-1001');
    const esim = (await linesOf(sbx, 'U-1001'))[2]!;
    const refused = await sbx.post('/ecare/order/custOrder/setVas', boosterOrder(esim, 'BST-DATA-5G', '9105'), { ...session, locale: 'en' });
    expect(refused.body).toMatchObject({ code: '40904202', resultMsg: 'Your balance is not enough for this booster. Top up and try again.' });
  });

  it('answers 400 for an order that is not a booster bought with the balance, 401 without a session', async () => {
    const sbx = await createTestSandbox();
    const session = sessionOf(sbx, 'U-1001');
    const line = (await linesOf(sbx, 'U-1001'))[0]!;
    const order = boosterOrder(line, 'BST-DATA-1G', '9101');
    expect(await sbx.statusOf('/ecare/order/custOrder/setVas', { ...order, paymentInfoList: [{ paymentMethodType: 'C' }] }, session)).toBe(400);
    expect(await sbx.statusOf('/ecare/order/custOrder/setVas', { ...order, vasList: [{ ...order.vasList[0], offerType: 1 }] }, session)).toBe(400);
    expect(await sbx.statusOf('/ecare/order/custOrder/setVas', 'not json', session)).toBe(400);
    expect(await sbx.statusOf('/ecare/order/custOrder/setVas', order)).toBe(401);
  });
});
