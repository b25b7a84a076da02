import { describe, expect, it } from 'vitest';
import type { StoredFileDetail } from '@gaia/domain';
import { createTestSandbox } from '../testing/sandboxTest';
import { UPLOAD_MAX_BYTES } from './files';

async function upload(sbx: Awaited<ReturnType<typeof createTestSandbox>>, body: BodyInit) {
  const response = await sbx.app.fetch(new Request('http://sandbox/ecare/common/file/upload', { method: 'POST', body }));
  return { status: response.status, body: (await response.json()) as { code: string; resultMsg: string; data: StoredFileDetail | null } };
}

function formWith(file?: Blob, name = 'face.jpg') {
  const form = new FormData();
  if (file) form.append('file', file, name);
  return form;
}

describe('POST /ecare/common/file/upload (spec 02 §7; F1.5, F2.18)', () => {
  it('answers the stored file detail with a safe path', async () => {
    const sbx = await createTestSandbox();
    const answer = await upload(sbx, formWith(new Blob([new Uint8Array([0xff, 0xd8, 0xff])]), '../my face.jpg'));
    expect(answer.body.code).toBe('200');
    expect(answer.body.data).toMatchObject({ fileId: 'F-1', fileName: '.._my_face.jpg', fileSize: 3 });
    expect(answer.body.data?.filePath).toBe('uploads/F-1/.._my_face.jpg');
  });

  it('marks face images with the comparison outcome the settings ask for, which the comparison honours', async () => {
    const sbx = await createTestSandbox();
    const box = [{ x: 305, y: 0 }, { x: 980, y: 720 }];
    for (const [setting, reasonCode] of [['notCaptured', '9000'], ['noMatch', '9001']] as const) {
      await sbx.post('/__sandbox/settings', { faceComparison: setting });
      const { body } = await upload(sbx, formWith(new Blob(['x'])));
      const compared = await sbx.post<{ match: boolean; reasonCode?: string }>('/uc/sec/comparison/face', { charcFilePath: body.data?.filePath, boxCoordinateList: box });
      expect(compared.body.data).toMatchObject({ match: false, reasonCode });
    }
    await sbx.post('/__sandbox/settings', { faceComparison: 'match' });
    const { body } = await upload(sbx, formWith(new Blob(['x'])));
    const compared = await sbx.post<{ match: boolean }>('/uc/sec/comparison/face', { charcFilePath: body.data?.filePath, boxCoordinateList: box });
    expect(compared.body.data?.match).toBe(true);
    expect(await sbx.statusOf('/__sandbox/settings', { faceComparison: 'sometimes' })).toBe(400);
  });

  it('answers the envelope for a missing, empty or oversized file and for a body that is not a form', async () => {
    const sbx = await createTestSandbox();
    expect(await upload(sbx, formWith())).toMatchObject({ status: 400, body: { code: '40000001' } });
    const empty = await upload(sbx, formWith(new Blob([])));
    expect(empty.body.code).not.toBe('200');
    expect(empty.body.resultMsg).not.toMatch(/^gaia_/);
    const huge = await upload(sbx, formWith(new Blob([new Uint8Array(UPLOAD_MAX_BYTES + 1)])));
    expect(huge.body.code).not.toBe('200');
    expect(await upload(sbx, '{"file": 1}')).toMatchObject({ status: 400, body: { code: '40000001' } });
  });
});
