import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { StoredFileDetail } from '@gaia/domain';
import { createTestSandbox } from '../testing/sandboxTest';

type Sandbox = Awaited<ReturnType<typeof createTestSandbox>>;

const sample = async (file: string) =>
  new Blob([await readFile(fileURLToPath(new URL(`../../assets/ocr/${file}`, import.meta.url)))], {
    type: 'image/jpeg',
  });

async function certUpload(
  sbx: Sandbox,
  file: Blob | undefined,
  name = 'id.jpg',
  nationality: string | null = 'ZWE',
  locale = 'en',
) {
  const form = new FormData();
  if (file) form.append('file', file, name);
  if (nationality !== null) form.append('nationality', nationality);
  const response = await sbx.app.fetch(
    new Request('http://sandbox/ecare/gaia/cust/cert/upload', {
      method: 'POST',
      body: form,
      headers: { locale },
    }),
  );
  return {
    status: response.status,
    body: (await response.json()) as {
      code: string;
      resultMsg: string;
      data: StoredFileDetail | null;
    },
  };
}

const jpeg = (size = 16) => {
  const bytes = new Uint8Array(size);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return new Blob([bytes]);
};

describe('ID copy upload POST /ecare/gaia/cust/cert/upload (F2.4, spec 02 §7)', () => {
  it('stores a picture of an accepted type', async () => {
    const sbx = await createTestSandbox();
    const { body } = await certUpload(sbx, jpeg(), 'my id.jpg');
    expect(body.code).toBe('200');
    expect(body.data).toMatchObject({
      fileId: 'F-1',
      fileName: 'my_id.jpg',
      filePath: 'certs/F-1/my_id.jpg',
      fileSize: 16,
    });
  });

  it('refuses other types (by name or by content) with gaia_tip_file_type_not_supported, in the caller’s language', async () => {
    const sbx = await createTestSandbox();
    expect((await certUpload(sbx, new Blob(['GIF89a....']), 'id.gif')).body).toMatchObject({
      code: '40917303',
      resultMsg: 'This file type is not supported.',
    });
    expect((await certUpload(sbx, new Blob(['<html>']), 'id.jpg', 'ZWE', 'ar')).body).toMatchObject(
      { code: '40917303', resultMsg: 'نوع الملف هذا غير مدعوم.' },
    );
  });

  it('takes an ID photo larger than a JSON body may be (the upload limit applies, not 1 MiB)', async () => {
    const sbx = await createTestSandbox();
    const { status, body } = await certUpload(sbx, jpeg(2 * 1024 * 1024), 'large id.jpg');
    expect([status, body.code]).toEqual([200, '200']);
    expect(body.data?.fileSize).toBe(2 * 1024 * 1024);
  });

  it('refuses files over 5 MB, empty files, and malformed bodies with the envelope', async () => {
    const sbx = await createTestSandbox({ uploadMaxBytes: 64 });
    expect((await certUpload(sbx, jpeg(65))).body).toMatchObject({
      code: '40917304',
      resultMsg: 'The file is too large. Use a file of at most 1 MB.',
    });
    expect((await certUpload(sbx, new Blob([]))).body.code).toBe('40000001');
    expect((await certUpload(sbx, undefined)).status).toBe(400);
    expect((await certUpload(sbx, jpeg(), 'id.jpg', null)).status).toBe(400);
    const notMultipart = await sbx.post('/ecare/gaia/cust/cert/upload', '{"file":1}');
    expect([notMultipart.status, notMultipart.body.code]).toEqual([400, '40000001']);
  });
});

describe('OCR POST /uc/reg/ocr/scan (F2.5, spec 02 §7)', () => {
  it('reads the national ID sample and the passport sample', async () => {
    const sbx = await createTestSandbox();
    const card = (await certUpload(sbx, await sample('national-id.jpg'))).body.data!;
    const national = await sbx.post('/uc/reg/ocr/scan', {
      idType: '1',
      nationality: 'ZWE',
      filePath: card.filePath,
    });
    expect(national.body).toMatchObject({
      code: '200',
      data: {
        idNbr: '632231457F42',
        firstName: 'TENDAI',
        lastName: 'MOYO',
        birthday: '19900314',
        gender: 'female',
      },
    });
    const passport = (await certUpload(sbx, await sample('passport.jpg'), 'passport.jpg', 'ZAF'))
      .body.data!;
    const read = await sbx.post('/uc/reg/ocr/scan', {
      idType: '2',
      nationality: 'ZAF',
      filePath: passport.filePath,
    });
    expect(read.body.data).toMatchObject({
      idNbr: 'A09876543',
      lastName: 'NDLOVU',
      idExpDate: '20310721',
    });
  });

  it('answers "not readable" for any other picture, and "another document" for the wrong type', async () => {
    const sbx = await createTestSandbox();
    const other = (await certUpload(sbx, jpeg())).body.data!;
    expect(
      (await sbx.post('/uc/reg/ocr/scan', { idType: '1', filePath: other.filePath })).body,
    ).toMatchObject({
      code: '40917301',
      resultMsg:
        'We could not read this document. Try again with a clearer picture, or fill in your details yourself.',
    });
    const card = (await certUpload(sbx, await sample('national-id.jpg'))).body.data!;
    expect(await sbx.codeOf('/uc/reg/ocr/scan', { idType: '2', filePath: card.filePath })).toBe(
      '40917302',
    );
    // A path that only pretends to be a sample's is not one (wrong folder).
    expect(
      await sbx.codeOf('/uc/reg/ocr/scan', {
        idType: '1',
        filePath: 'uploads/F-1/ocr-nationalId/x.jpg',
      }),
    ).toBe('40917301');
  });

  it('answers malformed bodies with 400 and the envelope', async () => {
    const sbx = await createTestSandbox();
    for (const body of [
      '{',
      '[]',
      { idType: 1, filePath: 'x' },
      { idType: '1' },
      { idType: '1', filePath: 'x'.repeat(301) },
    ]) {
      const answer = await sbx.post('/uc/reg/ocr/scan', body);
      expect([answer.status, answer.body.code]).toEqual([400, '40000001']);
    }
  });
});

describe('standard addresses (F2.6, spec 02 §7 stdAddr/list and stdAddr/tree/list)', () => {
  it('searches suburbs by keyword, 20 a page', async () => {
    const sbx = await createTestSandbox();
    const first = await sbx.post<{ list: { ID: string; NAME: string }[]; total: number }>(
      '/ecare/common/stdAddr/list',
      { keyword: '', page: 1, pageSize: 20 },
    );
    expect(first.body.data!.list).toHaveLength(20);
    expect(first.body.data!.total).toBeGreaterThan(40);
    const avon = await sbx.post<{ list: { NAME: string }[]; total: number }>(
      '/ecare/common/stdAddr/list',
      { keyword: 'avon', page: 1, pageSize: 20 },
    );
    expect(avon.body.data).toEqual({
      list: [
        expect.objectContaining({ NAME: 'AVONDALE' }),
        expect.objectContaining({ NAME: 'AVONLEA' }),
      ],
      total: 2,
    });
    const none = await sbx.post<{ list: unknown[]; total: number }>('/ecare/common/stdAddr/list', {
      keyword: 'XYZZY',
      page: 1,
      pageSize: 20,
    });
    expect(none.body.data).toEqual({ list: [], total: 0 });
  });

  it('walks province → city → town', async () => {
    const sbx = await createTestSandbox();
    const provinces = await sbx.post<{ ID: string; NAME: string }[]>(
      '/ecare/common/stdAddr/tree/list',
      {},
    );
    expect(provinces.body.data).toHaveLength(10);
    expect(provinces.body.data).toContainEqual({ ID: 'P-HRE', NAME: 'HARARE' });
    const cities = await sbx.post<{ ID: string; NAME: string }[]>(
      '/ecare/common/stdAddr/tree/list',
      { parentId: 'P-HRE' },
    );
    expect(cities.body.data!.map((c) => c.NAME)).toEqual(['HARARE', 'CHITUNGWIZA', 'EPWORTH']);
    const towns = await sbx.post<{ NAME: string }[]>('/ecare/common/stdAddr/tree/list', {
      parentId: 'C-CTG',
    });
    expect(towns.body.data!.map((t) => t.NAME)).toEqual(['SEKE', 'ZENGEZA', "ST MARY'S"]);
    expect(
      (await sbx.post('/ecare/common/stdAddr/tree/list', { parentId: 'C-CTG-T1' })).body.data,
    ).toEqual([]);
  });

  it('answers malformed bodies with 400 and the envelope', async () => {
    const sbx = await createTestSandbox();
    for (const body of [
      '{',
      { keyword: 7 },
      { keyword: 'A'.repeat(151) },
      { page: 0 },
      { pageSize: 1000 },
    ])
      expect(await sbx.statusOf('/ecare/common/stdAddr/list', body)).toBe(400);
    for (const body of ['[', { parentId: 5 }, { parentId: 'NOPE' }])
      expect(await sbx.statusOf('/ecare/common/stdAddr/tree/list', body)).toBe(400);
  });
});

describe('titles and marital statuses (F2.6, spec 02 §3 reference lists)', () => {
  it('are served by entity code, in the caller’s language', async () => {
    const sbx = await createTestSandbox();
    const titles = await sbx.get<{ ID: string; NAME: string }[]>(
      '/ecare/common/entity/UC_TITLE/records',
    );
    expect(titles.body.data).toContainEqual({ ID: 'MRS', NAME: 'Mrs' });
    const marital = await sbx.get<{ ID: string; NAME: string }[]>(
      '/ecare/common/entity/UC_MARITAL_STATUS/records',
      { locale: 'ar' },
    );
    expect(marital.body.data).toContainEqual({ ID: 'M', NAME: 'متزوج' });
  });
});
