import { describe, expect, it } from 'vitest';
import { OnboardingPath, OrderListPath, ResultCode, type AvailableNumbersPage, type OnboardingOffer, type OnboardingOrderResult, type OrderListPage } from '@gaia/domain';
import { createTestSandbox, type TestSandbox } from '../testing/sandboxTest';
import { NUMBER_LOCK_MINUTES } from '../store/onboarding';

const device = (id: string) => ({ deviceId: id });
const signature = 'data:image/png;base64,iVBORw0KGgo=';

async function numbers(sbx: TestSandbox, accNbr = '', lastRecordGMT?: string, headers = device('d1')) {
  const answer = await sbx.post<AvailableNumbersPage>(OnboardingPath.availableNumbers, { pageInfo: { pageSize: 12, ...(lastRecordGMT ? { lastRecordGMT } : {}) }, accNbr }, headers);
  return answer.body.data!;
}

async function firstAvailable(sbx: TestSandbox) {
  return (await numbers(sbx)).accNbrList.find((item) => item.accNbrState === 'A')!.accNbr;
}

function session(sbx: TestSandbox, userId = 'U-1001') {
  return { token: sbx.store.openSession(sbx.store.findByUserId(userId)!) };
}

describe('available numbers (F2.15, spec 02 §3)', () => {
  it('pages 12 at a time with the lastRecordGMT cursor, numbers in every state', async () => {
    const sbx = await createTestSandbox();
    const seen: string[] = [];
    const states = new Set<string>();
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await numbers(sbx, '', cursor);
      expect(page.accNbrList.length).toBeLessThanOrEqual(12);
      for (const item of page.accNbrList) {
        seen.push(item.accNbr);
        states.add(item.accNbrState);
      }
      cursor = page.pageInfo.lastRecordGMT;
      pages += 1;
    } while (cursor);
    expect(pages).toBeGreaterThanOrEqual(5);
    expect(new Set(seen).size).toBe(seen.length);
    expect(states).toEqual(new Set(['I', 'A', 'L', 'C', 'T', 'R', 'P', 'D', 'B']));
  });

  it('searches by exactly 4 characters; another length is a 400 with gaia_nbr_search_error_tip', async () => {
    const sbx = await createTestSandbox();
    const page = await numbers(sbx, '0010');
    expect(page.accNbrList.length).toBeGreaterThan(0);
    expect(page.accNbrList.every((item) => item.accNbr.includes('0010'))).toBe(true);
    const wrong = await sbx.post(OnboardingPath.availableNumbers, { pageInfo: { pageSize: 12 }, accNbr: '12345' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.resultMsg).toBe('Enter exactly 4 characters to search.');
  });

  it('answers malformed bodies with the 400 envelope', async () => {
    const sbx = await createTestSandbox();
    for (const [path, body] of [
      [OnboardingPath.availableNumbers, { pageInfo: 'x' }],
      [OnboardingPath.lockNumbers, { accNbrs: 'x', reserveFlag: 'Y' }],
      [OnboardingPath.lockNumbers, { accNbrs: ['780000100'], reserveFlag: 'maybe' }],
      [OnboardingPath.customer, { idNbr: 'X' }],
      ['/__sandbox/onboarding', { lock: 'sometimes' }],
    ] as const) {
      const answer = await sbx.post(path, body);
      expect(answer.status, path).toBe(400);
      expect(answer.body.code).toBe(ResultCode.badRequest);
    }
    const submit = await sbx.post(OnboardingPath.submit, { accNbr: 1 }, session(sbx));
    expect(submit.status).toBe(400);
  });
});

describe('locking numbers (F2.15 operAccNbr)', () => {
  it('locks an available number for its device; others see it locked until the lock expires', async () => {
    const sbx = await createTestSandbox();
    const accNbr = await firstAvailable(sbx);
    expect((await sbx.post(OnboardingPath.lockNumbers, { accNbrs: [accNbr], reserveFlag: 'Y' }, device('d1'))).body.code).toBe('200');
    const other = await sbx.post(OnboardingPath.lockNumbers, { accNbrs: [accNbr], reserveFlag: 'Y' }, device('d2'));
    expect(other.body.resultMsg).toBe('This number is no longer available. Please choose another one.');
    expect((await numbers(sbx, '', undefined, device('d2'))).accNbrList.find((item) => item.accNbr === accNbr)!.accNbrState).toBe('L');
    expect((await numbers(sbx, '', undefined, device('d1'))).accNbrList.find((item) => item.accNbr === accNbr)!.accNbrState).toBe('A');
    sbx.clock.advance(NUMBER_LOCK_MINUTES * 60_000 + 1);
    expect((await sbx.post(OnboardingPath.lockNumbers, { accNbrs: [accNbr], reserveFlag: 'Y' }, device('d2'))).body.code).toBe('200');
  });

  it('unlocks the holder’s number (reserveFlag N); a number not in A cannot be locked', async () => {
    const sbx = await createTestSandbox();
    const accNbr = await firstAvailable(sbx);
    await sbx.post(OnboardingPath.lockNumbers, { accNbrs: [accNbr], reserveFlag: 'Y' }, device('d1'));
    await sbx.post(OnboardingPath.lockNumbers, { accNbrs: [accNbr], reserveFlag: 'N' }, device('d1'));
    expect((await sbx.post(OnboardingPath.lockNumbers, { accNbrs: [accNbr], reserveFlag: 'Y' }, device('d2'))).body.code).toBe('200');
    const taken = (await numbers(sbx)).accNbrList.find((item) => item.accNbrState !== 'A')!.accNbr;
    expect((await sbx.post(OnboardingPath.lockNumbers, { accNbrs: [taken], reserveFlag: 'Y' }, device('d1'))).body.code).not.toBe('200');
  });

  it('the lock switch makes every lock fail; the numbers switch empties the list', async () => {
    const sbx = await createTestSandbox();
    const accNbr = await firstAvailable(sbx);
    await sbx.post('/__sandbox/onboarding', { lock: 'fail', numbers: 'empty' });
    expect((await sbx.post(OnboardingPath.lockNumbers, { accNbrs: [accNbr], reserveFlag: 'Y' }, device('d1'))).body.code).not.toBe('200');
    expect((await numbers(sbx)).accNbrList).toEqual([]);
  });
});

describe('onboarding orders (F3.19)', () => {
  it('offers prepaid and postpaid plans with prices, in the request language', async () => {
    const sbx = await createTestSandbox();
    const offer = (await sbx.get<OnboardingOffer>(OnboardingPath.offer, { locale: 'ar' })).body.data!;
    expect(new Set(offer.plans.map((plan) => plan.subscriptionType))).toEqual(new Set(['PREPAID', 'POSTPAID']));
    expect(offer.plans[0]).toMatchObject({ offerCode: 'PRE_STARTER', priceDisplay: '$5.00', offerName: 'البداية' });
    expect(offer.simTypes).toEqual(['PHYSICAL_SIM', 'E_SIM']);
  });

  it('a new customer gets a temporary session; an ID already a customer’s is refused', async () => {
    const sbx = await createTestSandbox();
    const identity = { idNbr: '70123456Z70', firstName: 'Rufaro', lastName: 'Banda', gender: 'female', birthday: '19950310', contactMobile: '0779876543' };
    const created = await sbx.post<{ token: string; user: { currentCustId: string } }>(OnboardingPath.customer, identity);
    expect(created.body.data!.token).toBeTruthy();
    expect(sbx.store.customerForToken(created.body.data!.token)!.user.userName).toBe('RUFARO BANDA');
    expect((await sbx.post(OnboardingPath.customer, identity)).body.resultMsg).toBe('This ID already belongs to a customer. Please sign in to order a new line.');
    expect((await sbx.post(OnboardingPath.customer, { ...identity, idNbr: 'NEW1', birthday: '20200101' })).status).toBe(400);
  });

  it('submits an eSIM order with pickup in B, listed in My Orders and completed by payment', async () => {
    const sbx = await createTestSandbox();
    const accNbr = await firstAvailable(sbx);
    const headers = { ...device('d1'), ...session(sbx) };
    await sbx.post(OnboardingPath.lockNumbers, { accNbrs: [accNbr], reserveFlag: 'Y' }, headers);
    const body = {
      accNbr,
      simType: 'E_SIM',
      offerCode: 'POST_SMART',
      coverageAddress: '12 Samora Machel Ave',
      fulfilment: { kind: 'pickup', shop: { orgId: 'SHOP-1', busiHallName: 'Central' }, contactName: 'Tariro Moyo', contactMobile: '0771234567' },
      signature,
    };
    const answer = await sbx.post<OnboardingOrderResult>(OnboardingPath.submit, body, headers);
    expect(answer.body.data).toMatchObject({ amount: '25.00', amountDisplay: '$25.00' });
    const orderId = answer.body.data!.orderId;
    const list = (await sbx.post<OrderListPage>(OrderListPath.list, { custId: '1001', pageInfo: { currentPage: 1, pageSize: 10 } }, headers)).body.data!;
    expect(list.orderList[0]).toMatchObject({ orderId, orderState: 'B', eventType: 'NEW_CONNECTION', extData: { esimFlag: 'Y' }, pickupInfo: { picker: { contactName: 'Tariro Moyo' } } });
    expect(sbx.store.orders.markPaid(orderId)).toBe('ok');
    // The number left the stock: nobody can lock it any more, and a second order for it is refused.
    expect((await sbx.post(OnboardingPath.submit, body, headers)).body.resultMsg).toBe('The number held for you is no longer available. Please choose another one.');
  });

  it('needs a session, and the number still held by the device', async () => {
    const sbx = await createTestSandbox();
    const accNbr = await firstAvailable(sbx);
    const body = { accNbr, simType: 'PHYSICAL_SIM', offerCode: 'PRE_STARTER', fulfilment: { kind: 'delivery', address: { contactName: 'T', contactMobile: '0771234567', addrDetail: '1 Main St', isDefault: 0 } }, signature };
    expect((await sbx.post(OnboardingPath.submit, body, device('d1'))).status).toBe(401);
    const headers = { ...device('d1'), ...session(sbx) };
    await sbx.post(OnboardingPath.lockNumbers, { accNbrs: [accNbr], reserveFlag: 'Y' }, headers);
    sbx.clock.advance(NUMBER_LOCK_MINUTES * 60_000 + 1);
    expect((await sbx.post(OnboardingPath.submit, body, headers)).body.code).toBe('40904202');
    await sbx.post(OnboardingPath.lockNumbers, { accNbrs: [accNbr], reserveFlag: 'Y' }, headers);
    expect((await sbx.post<OnboardingOrderResult>(OnboardingPath.submit, body, headers)).body.data!.amount).toBe('6.00');
  });
});
