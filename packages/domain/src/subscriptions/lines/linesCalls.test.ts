import { describe, expect, it } from 'vitest';
import { envelopeResponse, okResponse, recordingFetch, type FetchHandler } from '../../kernel/testing/fakeFetch';
import { testHttpClient } from '../../kernel/testing/testHttpClient';
import { boosterOrderPayload } from '../balance';
import { balanceQueryOf } from './balanceQuery';
import { LinesPath, createLinesApi } from './linesCalls';

function linesApi(handler: FetchHandler) {
  const recorder = recordingFetch(handler);
  return { api: createLinesApi(testHttpClient(recorder.fetch)), calls: recorder.calls };
}

const bodyOf = (body: unknown) => JSON.parse(String(body)) as Record<string, unknown>;

describe('lines calls (spec 03 §7)', () => {
  it('lists the lines of a customer from data.subsList, [] when the answer has none', async () => {
    const { api, calls } = linesApi(() => okResponse({ subsList: [{ subsId: 'S-1', accNbr: '771234567' }] }));
    await expect(api.subsList({ custNbr: 'C-1001', custId: '1001' })).resolves.toEqual([{ subsId: 'S-1', accNbr: '771234567' }]);
    expect(calls[0]!.url).toBe(LinesPath.subsList);
    expect(calls[0]!.method).toBe('POST');
    expect(bodyOf(calls[0]!.body)).toEqual({ custNbr: 'C-1001', custId: '1001' });
    await expect(linesApi(() => okResponse(null)).api.subsList({})).resolves.toEqual([]);
  });

  it('looks a number up with showError N and answers a not-found as the envelope', async () => {
    const { api, calls } = linesApi(() => envelopeResponse({ code: '404', resultCode: '404', resultMsg: 'not found' }));
    await expect(api.subsDetail({ accNbr: '775550099' })).resolves.toMatchObject({ code: '404', resultMsg: 'not found' });
    expect(bodyOf(calls[0]!.body)).toEqual({ showError: 'N', accNbr: '775550099' });
  });

  it('sets the main line by subsId or number at /user/preferred-subs/set', async () => {
    const { api, calls } = linesApi(() => okResponse(null));
    await expect(api.setPreferred({ subsId: 'S-2' })).resolves.toMatchObject({ code: '200' });
    expect(calls[0]!.url).toBe('/ecare/user/preferred-subs/set');
    expect(bodyOf(calls[0]!.body)).toEqual({ subsId: 'S-2' });
  });

  it('F3.4 asks /ecare/balance for a line with {accNbr, acctId, acctNbr} of its default account', async () => {
    const { api, calls } = linesApi(() => okResponse({ balance: 1250 }));
    await api.balance(balanceQueryOf({ accNbr: '771234567', defaultAcctId: 'A-1001', defaultAcctNbr: 'ACC1001' }));
    expect(calls[0]!.url).toBe('/ecare/balance');
    expect(calls[0]!.method).toBe('POST');
    expect(bodyOf(calls[0]!.body)).toEqual({ accNbr: '771234567', acctId: 'A-1001', acctNbr: 'ACC1001' });
    // A line without a default account sends its number alone, no empty account fields.
    await api.balance(balanceQueryOf({ accNbr: '782345678' }));
    expect(bodyOf(calls[1]!.body)).toEqual({ accNbr: '782345678' });
  });

  it('queries points at the configured system path', async () => {
    const { api, calls } = linesApi(() => okResponse({ pointDetail: { usablePoint: 10 } }));
    await api.points('external', { accNbr: '771234567' });
    expect(calls[0]!.url).toBe('/ecare/point/summary');
  });

  it('orders a booster as a VAS of offerType 2 paid by method B', async () => {
    const { api, calls } = linesApi(() => okResponse({ custOrderNbr: 'ORD-1' }));
    const payload = boosterOrderPayload({ prefix: '263', accNbr: '771234567', subsId: 'S-1', custNbr: 'C-1', custId: '1' }, { offerCode: 'BST', offerNbr: '9001' });
    await expect(api.orderSetVas(payload)).resolves.toMatchObject({ data: { custOrderNbr: 'ORD-1' } });
    expect(bodyOf(calls[0]!.body)).toMatchObject({ vasList: [{ offerCode: 'BST', offerNbr: '9001', offerType: 2, actType: 'A' }], paymentInfoList: [{ paymentMethodType: 'B' }] });
  });

  it('reads booster offers from data.boosterOfferList and the property configuration over defaults', async () => {
    const offers = linesApi(() => okResponse({ boosterOfferList: [{ offerName: 'B', offerCode: 'B', offerNbr: '1' }] }));
    await expect(offers.api.boosterOffers({ acctResCode: 'DATA', accNbr: '771234567', subsId: 'S-1' })).resolves.toHaveLength(1);
    expect(bodyOf(offers.calls[0]!.body)).toEqual({ acctResCode: 'DATA', accNbr: '771234567', subsId: 'S-1' });
    const props = linesApi(() => okResponse({ subInfoCardType: 'point' }));
    await expect(props.api.properties()).resolves.toMatchObject({ subInfoCardType: 'point', pointSystem: 'internal' });
    expect(props.calls[0]!.method).toBe('GET');
  });
});
