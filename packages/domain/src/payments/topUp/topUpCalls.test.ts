import { describe, expect, it } from 'vitest';
import { fakeHttp } from '../../kernel/testing/fakeHttp';
import { createTopUpApi } from './topUpCalls';

describe('top-up and bill calls (F3.6, F3.7, spec 03 §7)', () => {
  it('GETs the amounts of a currency and the extra currencies at their paths', async () => {
    const { http, call } = fakeHttp({ currencyList: [{ currencyCode: 'ZWG', currencySymbol: 'ZiG' }] });
    const api = createTopUpApi(http);
    await api.amountConfig('ZWG');
    expect(await api.currencyCodes()).toEqual([{ currencyCode: 'ZWG', currencySymbol: 'ZiG' }]);
    expect(call.mock.calls.map(([config]) => config)).toEqual([
      { method: 'GET', path: '/ecare/recharge/amount/config', params: { currencyCode: 'ZWG' } },
      { method: 'GET', path: '/ecare/gaia/recharge/ext-currency-codes' },
    ]);
  });

  it('no extra currency answered is an empty list (USD only)', async () => {
    expect(await createTopUpApi(fakeHttp(null).http).currencyCodes()).toEqual([]);
  });

  it('POSTs preCheck and prePay with the recharge body, leaving their refusals to the page; the bill by account', async () => {
    const { http, call } = fakeHttp({});
    const api = createTopUpApi(http);
    const request = { accNbr: '771234567', amount: '10.00', currencyCode: 'USD' };
    await api.preCheck(request);
    await api.prePay(request);
    await api.acctOweInfo('AC772345678');
    expect(call.mock.calls.map(([config]) => config)).toEqual([
      { path: '/ecare/recharge/preCheck', data: request, reportBusinessErrors: false },
      { path: '/ecare/recharge/prePay', data: request, reportBusinessErrors: false },
      { path: '/ecare/bill/acctOweInfo', data: { acctNbr: 'AC772345678' } },
    ]);
  });
});
