import { describe, expect, it } from 'vitest';
import { envelopeResponse, jsonBody, okResponse, recordingFetch } from '../../kernel/testing/fakeFetch';
import { testHttpClient } from '../../kernel/testing/testHttpClient';
import { createReferenceListApi, parseReferenceRecords, ReferenceEntity } from './referenceListCalls';
import { createStepOneApi, StepOnePath } from './stepOneCalls';

describe('F2.1 step-one calls (spec 02 §7)', () => {
  it('subscriber, ID checks and the lookup post their fields to the documented paths', async () => {
    const recorder = recordingFetch(() => okResponse({ isExist: 'Y' }));
    const api = createStepOneApi(testHttpClient(recorder.fetch));
    await api.subsExists('0779999999');
    await api.idEligibility({ idType: '1', idNbr: '63-123456A78', accNbr: '0779999999' });
    await api.idEligibility({ idType: '1', idNbr: '63-123456A78' }, 'REG-1');
    await api.identifyUser({ idType: '1', idNbr: '63-123456A78' }, { blur: true });
    await api.userByIdNbr('63-765432B21');
    const [subs, eligibility, secured, identify, byId] = recorder.calls;
    expect(subs?.url).toBe(StepOnePath.subsExists);
    expect(jsonBody(subs)).toEqual({ accNbr: '0779999999' });
    expect(eligibility?.url).toBe('/uc/reg/check/idEligibility');
    expect(jsonBody(eligibility)).toEqual({ idType: '1', idNbr: '63-123456A78', accNbr: '0779999999' });
    expect(secured?.url).toBe('/uc/reg/check/idEligibility/security');
    expect(secured?.headers['Reference-Id']).toBe('REG-1');
    expect(identify?.url).toBe('/uc/profile/query/identifyUser/blur');
    expect(byId).toMatchObject({ method: 'GET', url: '/uc/reg/user/idNbr/63-765432B21' });
  });

  it('an eligibility refusal rejects with the envelope for the form to place', async () => {
    const recorder = recordingFetch(() => envelopeResponse({ code: '40917161', resultCode: '40917161', resultMsg: 'mismatch', data: null }));
    const api = createStepOneApi(testHttpClient(recorder.fetch));
    await expect(api.idEligibility({ idType: '1', idNbr: 'X' })).rejects.toMatchObject({ kind: 'business', envelope: { code: '40917161' } });
  });

  it('terms and privacy come from /ecare/content/detail by content type', async () => {
    const recorder = recordingFetch(() => okResponse({ type: 'TERMS', title: 'Terms', content: '<p>x</p>', version: '1' }));
    const api = createStepOneApi(testHttpClient(recorder.fetch));
    await expect(api.contentDetail('TERMS')).resolves.toMatchObject({ content: '<p>x</p>' });
    expect(jsonBody(recorder.calls[0])).toEqual({ contentType: 'TERMS' });
  });
});

describe('reference lists (spec 02 §3, §7)', () => {
  it('GET the records of an entity and of a CEE entity', async () => {
    const recorder = recordingFetch(() => okResponse([{ ID: '1', NAME: 'National ID', ID_FORMAT_RULE: '^x$' }]));
    const api = createReferenceListApi(testHttpClient(recorder.fetch));
    await expect(api.records(ReferenceEntity.idType)).resolves.toEqual([{ ID: '1', NAME: 'National ID', ID_FORMAT_RULE: '^x$' }]);
    await api.ceeRecords('TITLE');
    expect(recorder.calls.map((c) => [c.method, c.url])).toEqual([
      ['GET', '/ecare/common/entity/UC_ID_TYPE/records'],
      ['GET', '/ecare/common/ceeEntity/TITLE/records'],
    ]);
  });

  it('keeps only well-formed records', () => {
    expect(parseReferenceRecords(null)).toEqual([]);
    expect(parseReferenceRecords([{ ID: 'ZWE', NAME: 'Zimbabwe', ID_FORMAT_RULE: 3 }, { ID: 1, NAME: 'x' }, 'junk'])).toEqual([{ ID: 'ZWE', NAME: 'Zimbabwe' }]);
  });
});
