import { describe, expect, it } from 'vitest';
import { ResultCode, type ConsumptionResponse } from '@gaia/domain';
import { demoIndividual } from '../store/seed';
import { createTestSandbox, type TestSandbox } from '../testing/sandboxTest';
import { dayAmount, hashText, seededRandom } from '../store/usageHistory';

const PATH = '/ecare/statistics/consumption/list';
/** The test clock's day (createManualClock starts at 2026-01-15 09:00 UTC): 9/24 of it gone by. */
const TODAY = '2026-01-15';
const LINE = { subsId: 'S-1001', accNbr: '263771234567' };

async function signIn(sbx: TestSandbox): Promise<Record<string, string>> {
  const login = await sbx.passwordLogin(demoIndividual.account, demoIndividual.password);
  return { token: login.body.data!.token };
}

describe('F3.4 /ecare/statistics/consumption/list', () => {
  it('answers the daily use of a line per unit type, the same every time, today partly filled', async () => {
    const sbx = await createTestSandbox();
    const headers = await signIn(sbx);
    const query = { ...LINE, beginDate: '2026-01-09', endDate: TODAY };
    const first = await sbx.post<ConsumptionResponse>(PATH, query, headers);
    expect(first.status).toBe(200);
    expect(first.body.code).toBe('200');
    const data = first.body.data!;
    expect(data).toMatchObject({ beginDate: '2026-01-09', endDate: TODAY });
    expect(new Set(data.consumptionList.map((r) => r.unitType))).toEqual(new Set([1, 2, 3, 10001]));
    expect(data.consumptionList.every((r) => r.statDate >= '2026-01-09' && r.statDate <= TODAY && r.consumeAmount > 0)).toBe(true);

    const yesterdayData = data.consumptionList.find((r) => r.statDate === '2026-01-14' && r.unitType === 1);
    expect(yesterdayData?.consumeAmount).toBe(dayAmount(LINE.subsId, '2026-01-14', 1));
    const todayData = data.consumptionList.find((r) => r.statDate === TODAY && r.unitType === 1);
    expect(todayData?.consumeAmount).toBeCloseTo(dayAmount(LINE.subsId, TODAY, 1) * (9 / 24), 0);

    const again = await sbx.post<ConsumptionResponse>(PATH, query, headers);
    expect(again.body.data).toEqual(data);
  });

  it('gives other lines other histories, and one unit type when asked', async () => {
    const sbx = await createTestSandbox();
    const headers = await signIn(sbx);
    const range = { beginDate: '2025-12-20', endDate: '2026-01-14' };
    const mine = await sbx.post<ConsumptionResponse>(PATH, { ...LINE, ...range, unitType: 2 }, headers);
    const other = await sbx.post<ConsumptionResponse>(PATH, { subsId: 'S-2001-07', accNbr: '263775550107', ...range, unitType: '2' }, headers);
    expect(mine.body.data!.consumptionList.every((r) => r.unitType === 2)).toBe(true);
    expect(other.body.data!.consumptionList.every((r) => r.unitType === 2)).toBe(true);
    expect(other.body.data!.consumptionList).not.toEqual(mine.body.data!.consumptionList);
  });

  it('keeps 90 days: older days and days after today have no records', async () => {
    const sbx = await createTestSandbox();
    const headers = await signIn(sbx);
    const old = await sbx.post<ConsumptionResponse>(PATH, { ...LINE, beginDate: '2025-10-01', endDate: '2025-10-17' }, headers);
    expect(old.body.data!.consumptionList).toEqual([]);
    const edge = await sbx.post<ConsumptionResponse>(PATH, { ...LINE, beginDate: '2025-10-17', endDate: '2025-10-18', unitType: 1 }, headers);
    expect(edge.body.data!.consumptionList.map((r) => r.statDate)).toEqual(['2025-10-18']);
    const future = await sbx.post<ConsumptionResponse>(PATH, { ...LINE, beginDate: '2026-01-16', endDate: '2026-01-20' }, headers);
    expect(future.body.data!.consumptionList).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    const sbx = await createTestSandbox();
    const answer = await sbx.post(PATH, { ...LINE, beginDate: '2026-01-01', endDate: TODAY });
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ code: '401', resultMsg: 'Your session has ended. Please sign in again.' });
  });

  it('answers malformed bodies with a 400 envelope, in the request language', async () => {
    const sbx = await createTestSandbox();
    const headers = await signIn(sbx);
    const bad = [
      '{not json',
      '[1,2]',
      { accNbr: LINE.accNbr, beginDate: '2026-01-01', endDate: TODAY },
      { ...LINE, subsId: 42, beginDate: '2026-01-01', endDate: TODAY },
      { ...LINE, subsId: '  ', beginDate: '2026-01-01', endDate: TODAY },
      { ...LINE, beginDate: '2026-01-01', endDate: TODAY, unitType: 7 },
      { ...LINE, beginDate: '2026-01-01', endDate: TODAY, unitType: 'data' },
    ];
    for (const body of bad) {
      const answer = await sbx.post(PATH, body, headers);
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe(ResultCode.badRequest);
    }
    for (const range of [{ beginDate: '2026-02-30', endDate: TODAY }, { beginDate: TODAY, endDate: '2026-01-01' }, { beginDate: '2025-10-01', endDate: TODAY }, { beginDate: 20260101, endDate: TODAY }]) {
      const answer = await sbx.post(PATH, { ...LINE, ...range }, headers);
      expect(answer.status).toBe(400);
      expect(answer.body.resultMsg).toBe('Choose a range of at most 90 days, the first day before the last.');
    }
    const arabic = await sbx.post(PATH, { ...LINE, beginDate: TODAY, endDate: '2026-01-01' }, { ...headers, locale: 'ar' });
    expect(arabic.body.resultMsg).toMatch(/90/);
    expect(arabic.body.resultMsg).not.toMatch(/Choose/);
  });
});

describe('the made-up history', () => {
  it('hashes and draws deterministically', () => {
    expect(hashText('S-1001')).toBe(hashText('S-1001'));
    expect(hashText('S-1001')).not.toBe(hashText('S-1002'));
    const a = seededRandom(7);
    const b = seededRandom(7);
    const draws = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(draws);
    expect(draws.every((x) => x >= 0 && x < 1)).toBe(true);
  });

  it('gives a line the same history whichever way its number is written, other lines other ones', async () => {
    const sbx = await createTestSandbox();
    const headers = await signIn(sbx);
    const range = { beginDate: '2026-01-01', endDate: '2026-01-14' };
    const withPrefix = await sbx.post<ConsumptionResponse>(PATH, { subsId: 'S-1001', accNbr: '263771234567', ...range }, headers);
    const national = await sbx.post<ConsumptionResponse>(PATH, { subsId: 'S-1001', accNbr: '771234567', ...range }, headers);
    expect(national.body.data).toEqual(withPrefix.body.data);
    expect(dayAmount('S-1002', '2026-01-10', 1)).not.toBe(dayAmount('S-1001', '2026-01-10', 1));
    expect(dayAmount('S-1001', '2026-01-10', 4)).toBe(0);
  });
});
