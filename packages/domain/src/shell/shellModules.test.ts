import { describe, expect, it } from 'vitest';
import { jsonBody, okResponse, recordingFetch } from '../kernel/testing/fakeFetch';
import { testHttpClient } from '../kernel/testing/testHttpClient';
import { iframeMenuMessage, readIframeMenuMessage } from './iframeMenu';
import { TRADE_TYPE_MIN_WIDTH, tableColumns } from './operationLog';
import { ShellPath, createShellApi } from './shellCalls';

describe('F3.1 iframe menu message', () => {
  it('reads whether to show the user panel from the menu message only', () => {
    expect(readIframeMenuMessage(iframeMenuMessage(false))).toBe(false);
    expect(readIframeMenuMessage({ type: 'gaia:iframeMenu', showUserPanel: 'Y' })).toBe(true);
    expect(readIframeMenuMessage({ type: 'gaia:iframeMenu', showUserPanel: 'maybe' })).toBeUndefined();
    expect(readIframeMenuMessage({ type: 'other', showUserPanel: true })).toBeUndefined();
    expect(readIframeMenuMessage('gaia:iframeMenu')).toBeUndefined();
    expect(readIframeMenuMessage(null)).toBeUndefined();
  });
});

describe('F3.13 operation log columns', () => {
  it('keeps the tradeType column at least 130 wide and leaves the others as sent', () => {
    const columns = tableColumns([
      { TITLE: 'Type', TYPE: 'text', VALUE: 'tradeType', WIDTH: 90 },
      { TITLE: 'When', TYPE: 'datetime', VALUE: 'createdDate', WIDTH: '20%' },
    ]);
    expect(columns[0]?.WIDTH).toBe(TRADE_TYPE_MIN_WIDTH);
    expect(columns[1]?.WIDTH).toBe('20%');
    expect(tableColumns([{ TITLE: 'T', VALUE: 'tradeType', WIDTH: '200px' }])[0]?.WIDTH).toBe(200);
    expect(tableColumns([{ TITLE: 'T', VALUE: 'tradeType', WIDTH: 'auto' }])[0]?.WIDTH).toBe(130);
  });
});

describe('F3.1 F3.12 F3.13 shell calls', () => {
  it('asks the paths of spec 03 §7 with their payloads', async () => {
    const { fetch, calls } = recordingFetch((call) =>
      okResponse(call.url.includes('ceeEntity') ? { recordList: [{ TITLE: 'T', VALUE: 'tradeType' }] } : { ok: true }),
    );
    const api = createShellApi(testHttpClient(fetch));
    await api.menuList();
    await api.permission();
    await expect(api.operationLogColumns('ar')).resolves.toEqual([{ TITLE: 'T', VALUE: 'tradeType' }]);
    await api.operationLog({ currentPage: 2, pageSize: 10 });
    await api.lineApproval();
    await api.requestLines(3);
    expect(calls.map((call) => `${call.method} ${call.url.split('?')[0]}`)).toEqual([
      `POST ${ShellPath.menuList}`,
      `POST ${ShellPath.permission}`,
      `GET ${ShellPath.ceeEntityRecords('OPERATE_LOG_TABLE_COLUMN')}`,
      `POST ${ShellPath.operateLog}`,
      `POST ${ShellPath.subsEventPreCheck}`,
      `POST ${ShellPath.subsEventPreCheck}`,
    ]);
    expect(calls[2]?.url).toContain('locale=ar');
    expect(jsonBody(calls[3])).toEqual({ pageInfo: { currentPage: 2, pageSize: 10 } });
    expect(jsonBody(calls[4])).toEqual({ eventType: 'NEW_CONNECTION' });
    expect(jsonBody(calls[5])).toEqual({ eventType: 'NEW_CONNECTION', reqLineCount: 3 });
  });
});
