import { describe, expect, it } from 'vitest';
import { testHttpClient } from '../../kernel/testing/testHttpClient';
import {
  envelopeResponse,
  okResponse,
  recordingFetch,
  type FetchHandler,
} from '../../kernel/testing/fakeFetch';
import { IdentityPath, createIdentityApi, uploadIdCopyOutcome } from './identityCalls';

function identityApi(handler: FetchHandler) {
  const recorder = recordingFetch(handler);
  return { api: createIdentityApi(testHttpClient(recorder.fetch)), calls: recorder.calls };
}

describe('identity calls (F2.4–F2.6)', () => {
  it('OCR: sends idType, nationality (ZWE by default) and filePath, and parses the reading', async () => {
    const { api, calls } = identityApi(() => okResponse({ firstName: 'Tendai', gender: 'female' }));
    await expect(api.ocrScan({ idType: '1', filePath: 'certs/1/id.jpg' })).resolves.toEqual({
      ok: true,
      reading: { firstName: 'TENDAI', gender: 'female' },
    });
    expect(calls[0]!.url).toBe(IdentityPath.ocrScan);
    expect(JSON.parse(calls[0]!.body as string)).toEqual({
      idType: '1',
      nationality: 'ZWE',
      filePath: 'certs/1/id.jpg',
    });
  });

  it("OCR: a refusal resolves with the server's message and code", async () => {
    const { api } = identityApi(() =>
      envelopeResponse({ code: '40917301', resultCode: '40917301', resultMsg: 'Not readable' }),
    );
    await expect(api.ocrScan({ idType: '1', nationality: 'ZWE', filePath: 'x' })).resolves.toEqual({
      ok: false,
      code: '40917301',
      message: 'Not readable',
    });
  });

  it('uploads the ID copy with its nationality and ID type; a refusal shows its message', async () => {
    const stored = { fileName: 'id.jpg', filePath: 'certs/1/id.jpg' };
    const { api, calls } = identityApi(() => okResponse(stored));
    await expect(
      uploadIdCopyOutcome(api, new Blob(['x']), 'id.jpg', { nationality: 'ZAF', idType: '2' }),
    ).resolves.toEqual({ ok: true, file: stored });
    const form = calls[0]!.body as FormData;
    expect(calls[0]!.url).toBe(IdentityPath.certUpload);
    expect([form.get('nationality'), form.get('idType'), (form.get('file') as File).name]).toEqual([
      'ZAF',
      '2',
      'id.jpg',
    ]);
    const refused = identityApi(() =>
      envelopeResponse({ code: '40917303', resultCode: '40917303', resultMsg: 'Unsupported' }),
    );
    await expect(
      uploadIdCopyOutcome(refused.api, new Blob(['x']), 'id.gif', { nationality: 'ZWE' }),
    ).resolves.toEqual({ ok: false, error: 'Unsupported' });
  });

  it('searches suburbs upper-cased, 20 a page, and says whether more pages exist', async () => {
    const { api, calls } = identityApi(() =>
      okResponse({ list: [{ ID: 'S1', NAME: 'AVONDALE' }], total: 21 }),
    );
    await expect(api.searchSuburbs({ keyword: ' avon ', page: 1 })).resolves.toEqual({
      items: [{ id: 'S1', name: 'AVONDALE' }],
      hasMore: true,
    });
    expect(JSON.parse(calls[0]!.body as string)).toEqual({
      keyword: 'AVON',
      page: 1,
      pageSize: 20,
    });
    const last = identityApi(() =>
      okResponse({ list: [{ ID: 'S21', NAME: 'ZENGEZA' }], total: 21 }),
    );
    await expect(last.api.searchSuburbs({ keyword: '', page: 2 })).resolves.toMatchObject({
      hasMore: false,
    });
  });

  it('reads the address tree by parent and the reference lists by entity', async () => {
    const { api, calls } = identityApi(() =>
      okResponse([{ ID: 'P-HRE', NAME: 'HARARE' }, { bad: true }]),
    );
    await expect(api.addressChildren()).resolves.toEqual([{ id: 'P-HRE', name: 'HARARE' }]);
    await api.addressChildren('P-HRE');
    await api.referenceList('UC_TITLE');
    expect(JSON.parse(calls[0]!.body as string)).toEqual({});
    expect(JSON.parse(calls[1]!.body as string)).toEqual({ parentId: 'P-HRE' });
    expect([calls[2]!.url, calls[2]!.method]).toEqual([
      '/ecare/common/entity/UC_TITLE/records',
      'GET',
    ]);
  });
});
