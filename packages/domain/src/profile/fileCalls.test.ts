import { describe, expect, it } from 'vitest';
import { testHttpClient } from '../kernel/testing/testHttpClient';
import { envelopeResponse, okResponse, recordingFetch, type FetchHandler } from '../kernel/testing/fakeFetch';
import { FilePath, createFileApi, uploadStoredFile } from './fileCalls';

function fileApi(handler: FetchHandler) {
  const recorder = recordingFetch(handler);
  const http = testHttpClient(recorder.fetch);
  return { api: createFileApi(http), calls: recorder.calls };
}

const png = () => new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });

describe('uploadStoredFile (F2.18)', () => {
  it('uploads over the common call and resolves with the stored file', async () => {
    const stored = { fileName: 'id.png', filePath: '/files/id.png' };
    const { api, calls } = fileApi(() => okResponse(stored));
    await expect(uploadStoredFile(api, png(), 'id.png', { scene: 'ocr' })).resolves.toEqual({ ok: true, file: stored });
    expect(calls[0]!.url).toBe(FilePath.upload);
    const form = calls[0]!.body as FormData;
    expect((form.get('file') as File).name).toBe('id.png');
    expect(form.get('scene')).toBe('ocr');
  });

  it("shows the server's resultMsg when the upload is refused", async () => {
    const { api } = fileApi(() => envelopeResponse({ code: '500', resultCode: '500', resultMsg: 'Storage is full' }));
    await expect(uploadStoredFile(api, png(), 'id.png')).resolves.toEqual({ ok: false, error: 'Storage is full' });
  });

  it('shows the generic failure for a "200" without a file and for a call that got no answer', async () => {
    await expect(uploadStoredFile(fileApi(() => okResponse(null)).api, png(), 'id.png')).resolves.toEqual({ ok: false, error: 'gaia_upload_failed' });
    const offline = fileApi(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(uploadStoredFile(offline.api, png(), 'id.png')).resolves.toEqual({ ok: false, error: 'gaia_upload_failed' });
  });
});
