import { describe, expect, it } from 'vitest';
import type { LineApproval, MenuList, OperationLogPage, TableColumnConfig, UserPermission } from '@gaia/domain';
import { createTestSandbox, type TestSandbox } from '../testing/sandboxTest';
import { LINE_REQUEST_REFUSED } from './shell';

/** A session of a seeded customer, as the token header. */
function sessionOf(sbx: TestSandbox, userId: string): Record<string, string> {
  const customer = sbx.store.findByUserId(userId);
  if (!customer) throw new Error(`no customer ${userId}`);
  return { token: sbx.store.openSession(customer) };
}

const INDIVIDUAL = 'U-1001';
const CORPORATE = 'U-2001';

describe('F3.1 /ecare/menu/list', () => {
  it('answers the individual and the corporate menus, names in the request language', async () => {
    const sbx = await createTestSandbox();
    const individual = await sbx.post<MenuList>('/ecare/menu/list', {}, sessionOf(sbx, INDIVIDUAL));
    expect(individual.body.data?.menuCardType).toBe('left');
    expect(individual.body.data?.menuList.map((entry) => entry.menuCode)).toEqual([
      'HOME', 'DETAILS', 'OPERATION_LOG', 'REQUEST_LINES', 'ORDERS', 'TOP_UP', 'SHOP', 'ADDRESS_BOOK', 'COVERAGE_MAP',
    ]);
    expect(individual.body.data?.menuList.slice(-3)).toEqual([
      expect.objectContaining({ menuName: 'Shop', url: '/shop' }),
      expect.objectContaining({ menuName: 'My addresses', url: '/addresses' }),
      expect.objectContaining({ menuName: 'Coverage map', url: '/map?type=coverage' }),
    ]);
    const corporate = await sbx.post<MenuList>('/ecare/menu/list', {}, { ...sessionOf(sbx, CORPORATE), locale: 'ar' });
    expect(corporate.body.data?.menuList.map((entry) => entry.menuCode)).not.toContain('TOP_UP');
    expect(corporate.body.data?.menuList[0]).toMatchObject({ menuName: 'الرئيسية', url: '/myProfile' });
    expect(corporate.body.data?.menuList.map((entry) => entry.menuCode)).not.toContain('SHOP');
    expect(corporate.body.data?.menuList.slice(-2).map((entry) => entry.menuName)).toEqual(['عناويني', 'خريطة التغطية']);
  });

  it('answers an explorer only when the explore flag is Y, else 401', async () => {
    const sbx = await createTestSandbox();
    const refused = await sbx.post('/ecare/menu/list', {});
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('401');
    sbx.store.settings.exploreFlag = 'Y';
    const explore = await sbx.post<MenuList>('/ecare/menu/list', {});
    expect(explore.body.data?.menuList.map((entry) => entry.menuCode)).toEqual(['HOME', 'SHOP', 'COVERAGE_MAP', 'OPERATION_LOG']);
  });

  it('answers a malformed body with the 400 envelope', async () => {
    const sbx = await createTestSandbox();
    const answer = await sbx.post('/ecare/menu/list', '{not json', sessionOf(sbx, INDIVIDUAL));
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('40000001');
  });
});

describe('F3.1 /ecare/user/permission', () => {
  it('grants individuals the export and corporates not, with the operation flag and its exceptions', async () => {
    const sbx = await createTestSandbox();
    const individual = await sbx.post<UserPermission>('/ecare/user/permission', {}, sessionOf(sbx, INDIVIDUAL));
    expect(individual.body.data).toMatchObject({ operationFlag: 'Y', limitWebExcludedRoutes: ['/myProfile', '/myDetails'] });
    expect(individual.body.data?.permissionList).toContain('OPERATION_LOG_EXPORT');
    sbx.store.settings.operationFlag = 'N';
    const corporate = await sbx.post<UserPermission>('/ecare/user/permission', {}, sessionOf(sbx, CORPORATE));
    expect(corporate.body.data?.operationFlag).toBe('N');
    expect(corporate.body.data?.permissionList).toContain('OPERATION_LOG_VIEW');
    expect(corporate.body.data?.permissionList).not.toContain('OPERATION_LOG_EXPORT');
  });

  it('answers 401 once the session is gone', async () => {
    const sbx = await createTestSandbox();
    const headers = sessionOf(sbx, INDIVIDUAL);
    await sbx.post('/ecare/user/logout', {}, headers);
    expect(await sbx.statusOf('/ecare/user/permission', {}, headers)).toBe(401);
    expect(await sbx.statusOf('/ecare/operateLog/list', {}, headers)).toBe(401);
  });
});

describe('F3.13 the operation log table', () => {
  it('configures the columns by entity, titles in the locale parameter', async () => {
    const sbx = await createTestSandbox();
    const headers = sessionOf(sbx, INDIVIDUAL);
    const en = await sbx.get<{ recordList: TableColumnConfig[] }>('/ecare/common/ceeEntity/OPERATE_LOG_TABLE_COLUMN/records?locale=en', headers);
    expect(en.body.data?.recordList.map((column) => column.TYPE)).toEqual(['text', 'accNbr', 'serviceNbr', 'text', 'datetime', 'date', 'price']);
    expect(en.body.data?.recordList[0]).toMatchObject({ TITLE: 'Transaction', VALUE: 'tradeType', WIDTH: 130 });
    const ar = await sbx.get<{ recordList: TableColumnConfig[] }>('/ecare/common/ceeEntity/OPERATE_LOG_TABLE_COLUMN/records?locale=ar', headers);
    expect(ar.body.data?.recordList[0]?.TITLE).toBe('المعاملة');
    // The same path still answers the sign-up's reference lists; an entity neither knows is a 404.
    const titles = await sbx.get<unknown[]>('/ecare/common/ceeEntity/UC_TITLE/records', headers);
    expect(titles.status).toBe(200);
    expect(Array.isArray(titles.body.data)).toBe(true);
    expect((await sbx.get('/ecare/common/ceeEntity/OTHER/records', headers)).status).toBe(404);
    expect((await sbx.get('/ecare/common/ceeEntity/OPERATE_LOG_TABLE_COLUMN/records?locale=fr', headers)).status).toBe(400);
  });

  it('pages the records deterministically with the total', async () => {
    const sbx = await createTestSandbox();
    const headers = sessionOf(sbx, INDIVIDUAL);
    const first = await sbx.post<OperationLogPage>('/ecare/operateLog/list', { pageInfo: { currentPage: 1, pageSize: 10 } }, headers);
    expect(first.body.data?.total).toBe(37);
    expect(first.body.data?.list).toHaveLength(10);
    const again = await sbx.post<OperationLogPage>('/ecare/operateLog/list', { pageInfo: { currentPage: 1, pageSize: 10 } }, headers);
    expect(again.body.data).toEqual(first.body.data);
    const last = await sbx.post<OperationLogPage>('/ecare/operateLog/list', { pageInfo: { currentPage: 4, pageSize: 10 } }, headers);
    expect(last.body.data?.list).toHaveLength(7);
    expect(last.body.data?.list[0]?.logId).toBe('OL-1001-0031');
    const corporate = await sbx.post<OperationLogPage>('/ecare/operateLog/list', {}, sessionOf(sbx, CORPORATE));
    expect(corporate.body.data?.total).toBe(123);
  });

  it('refuses a malformed page with the 400 envelope', async () => {
    const sbx = await createTestSandbox();
    const headers = sessionOf(sbx, INDIVIDUAL);
    for (const body of ['[1]', { pageInfo: 'x' }, { pageInfo: { currentPage: 0 } }, { pageInfo: { pageSize: 1001 } }, { pageInfo: { currentPage: 1.5 } }]) {
      const answer = await sbx.post('/ecare/operateLog/list', body, headers);
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('40000001');
    }
  });
});

describe('F3.12 the new-connection pre-check', () => {
  it('answers the approval data: Tariro holds 3 of 5 lines, a corporate 60', async () => {
    const sbx = await createTestSandbox();
    const individual = await sbx.post<LineApproval>('/ecare/subs/subsEvent/preCheck', { eventType: 'NEW_CONNECTION' }, sessionOf(sbx, INDIVIDUAL));
    expect(individual.body.data).toEqual({ reqMaxLine: null, subsCount: 3, maxAllowedSubsCount: 5 });
    const corporate = await sbx.post<LineApproval>('/ecare/subs/subsEvent/preCheck', { eventType: 'NEW_CONNECTION' }, sessionOf(sbx, CORPORATE));
    expect(corporate.body.data?.subsCount).toBe(60);
  });

  it('accepts a count within the limit and refuses one beyond it', async () => {
    const sbx = await createTestSandbox();
    const individual = sessionOf(sbx, INDIVIDUAL);
    expect(await sbx.codeOf('/ecare/subs/subsEvent/preCheck', { eventType: 'NEW_CONNECTION', reqLineCount: 2 }, individual)).toBe('200');
    expect(await sbx.codeOf('/ecare/subs/subsEvent/preCheck', { eventType: 'NEW_CONNECTION', reqLineCount: 3 }, individual)).toBe(LINE_REQUEST_REFUSED);
    expect(await sbx.codeOf('/ecare/subs/subsEvent/preCheck', { eventType: 'NEW_CONNECTION', reqLineCount: 0 }, individual)).toBe(LINE_REQUEST_REFUSED);
    const corporate = sessionOf(sbx, CORPORATE);
    expect(await sbx.codeOf('/ecare/subs/subsEvent/preCheck', { eventType: 'NEW_CONNECTION', reqLineCount: 50 }, corporate)).toBe('200');
    expect(await sbx.codeOf('/ecare/subs/subsEvent/preCheck', { eventType: 'NEW_CONNECTION', reqLineCount: 51 }, corporate)).toBe(LINE_REQUEST_REFUSED);
  });

  it('refuses a malformed check with the 400 envelope', async () => {
    const sbx = await createTestSandbox();
    const headers = sessionOf(sbx, INDIVIDUAL);
    for (const body of ['nope', {}, { eventType: 'OTHER' }, { eventType: 'NEW_CONNECTION', reqLineCount: '2' }]) {
      expect(await sbx.statusOf('/ecare/subs/subsEvent/preCheck', body, headers)).toBe(400);
    }
  });
});
