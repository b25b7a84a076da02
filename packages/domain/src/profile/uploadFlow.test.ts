import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../kernel/http/ApiError';
import {
  IMAGE_PREVIEW_EXTENSIONS,
  initialUploadState,
  uploadButtonLabelKey,
  uploadButtonState,
  uploadFailure,
  uploadFile,
  uploadOutcome,
  uploadPreviewKind,
  uploadReducer,
  type UploadAction,
  type UploadState,
} from './uploadFlow';
import { casesByRule } from '../kernel/testing/casesByRule';

const file = { fileName: 'id.png', filePath: '/files/id.png', thumbUrl: '/thumbs/id.png' };
const run = (actions: UploadAction[], start: UploadState = initialUploadState) => actions.reduce(uploadReducer, start);

describe('uploadPreviewKind (F2.18)', () => {
  it('previews images as the image', () => {
    expect(IMAGE_PREVIEW_EXTENSIONS).toEqual(['jpg', 'png', 'jpeg', 'svg', 'bmp', 'gif', 'tiff']);
    for (const name of ['a.jpg', 'a.png', 'a.jpeg', 'a.svg', 'a.BMP', 'a.gif', 'a.tiff', 'A.JPG']) expect(uploadPreviewKind(name)).toBe('image');
  });

  const previews = casesByRule<[name: string, kind: string]>({
    'gives txt, doc/docx, pdf, xls/xlsx, mp4 and csv their icons': [
      ['a.txt', 'txt'], ['a.doc', 'doc'], ['a.docx', 'doc'], ['a.pdf', 'pdf'],
      ['a.xls', 'xls'], ['a.XLSX', 'xls'], ['a.mp4', 'mp4'], ['a.csv', 'csv'],
    ],
    'shows a generic icon otherwise': [['a.zip', 'generic'], ['a.webp', 'generic'], ['noextension', 'generic']],
  });

  it.each(previews)('%s: %j → %j', (_rule, name, kind) => {
    expect(uploadPreviewKind(name)).toBe(kind);
  });
});

describe('uploadOutcome (F2.18)', () => {
  it('succeeds only on code 200', () => {
    expect(uploadOutcome({ code: '200', data: file })).toEqual({ ok: true, file });
    expect(uploadOutcome({ code: 200, data: file })).toEqual({ ok: true, file });
    expect(uploadOutcome({ code: '201', data: file, resultMsg: 'Stored elsewhere' })).toEqual({ ok: false, error: 'Stored elsewhere' });
    expect(uploadOutcome({ code: '500', resultMsg: 'File too large' })).toEqual({ ok: false, error: 'File too large' });
    expect(uploadOutcome({ code: '200', data: null })).toEqual({ ok: false, error: 'gaia_upload_failed' });
    expect(uploadOutcome(undefined)).toEqual({ ok: false, error: 'gaia_upload_failed' });
  });
});

describe('uploadFile (F2.18)', () => {
  it('sends the file through the host call and hands the control an outcome, not the envelope', async () => {
    const send = vi.fn(async (name: string) => ({ code: 200, data: { ...file, fileName: name } }));
    await expect(uploadFile(send, 'bill.png')).resolves.toEqual({ ok: true, file: { ...file, fileName: 'bill.png' } });
    expect(send).toHaveBeenCalledWith('bill.png');
    await expect(uploadFile(async () => ({ code: '500', resultMsg: ' Storage is full ' }), 'bill.png')).resolves.toEqual({ ok: false, error: 'Storage is full' });
    await expect(uploadFile(async () => ({ code: '200', data: null }), 'bill.png')).resolves.toEqual({ ok: false, error: 'gaia_upload_failed' });
  });

  it("shows a refusal's resultMsg and the generic failure for a call that got no answer", async () => {
    const refused = new ApiError({ kind: 'business', url: '/ecare/common/file/upload', status: 200, envelope: { code: '500', resultCode: '500', resultMsg: 'Virus found' } });
    await expect(uploadFile(async () => Promise.reject(refused), 'a.png')).resolves.toEqual({ ok: false, error: 'Virus found' });
    await expect(uploadFile(async () => Promise.reject(new Error('offline')), 'a.png')).resolves.toEqual({ ok: false, error: 'gaia_upload_failed' });
    expect(uploadFailure(new ApiError({ kind: 'network', url: '/x' }))).toEqual({ ok: false, error: 'gaia_upload_failed' });
    expect(uploadFailure(undefined)).toEqual({ ok: false, error: 'gaia_upload_failed' });
  });
});

describe('uploadReducer (F2.18)', () => {
  it('settles an upload with its outcome', () => {
    const uploading = run([{ type: 'start' }], { status: 'done', file });
    const other = { ...file, fileName: 'other.png' };
    expect(uploadReducer(uploading, { type: 'settled', outcome: { ok: true, file: other } })).toEqual({ status: 'done', file: other });
    expect(uploadReducer(uploading, { type: 'settled', outcome: { ok: false, error: 'Virus found' } })).toEqual({ status: 'error', file, error: 'Virus found' });
    expect(uploadReducer(initialUploadState, { type: 'settled', outcome: { ok: true, file } })).toBe(initialUploadState);
  });

  it('goes uploading → done', () => {
    const uploading = run([{ type: 'start' }]);
    expect(uploading).toEqual({ status: 'uploading' });
    expect(run([{ type: 'response', response: { code: '200', data: file } }], uploading)).toEqual({ status: 'done', file });
  });

  it('goes uploading → error with resultMsg, keeping an earlier file', () => {
    const done: UploadState = { status: 'done', file };
    expect(run([{ type: 'start' }, { type: 'response', response: { code: '500', resultMsg: 'Virus found' } }], done)).toEqual({
      status: 'error',
      file,
      error: 'Virus found',
    });
  });

  it('stops loading on a network failure', () => {
    expect(run([{ type: 'start' }, { type: 'failed' }])).toEqual({ status: 'error', error: 'gaia_upload_failed' });
    expect(run([{ type: 'start' }, { type: 'failed', error: 'gaia_tip_network_error' }])).toEqual({ status: 'error', error: 'gaia_tip_network_error' });
  });

  it('ignores a second start and stray responses', () => {
    const uploading = run([{ type: 'start' }]);
    expect(uploadReducer(uploading, { type: 'start' })).toBe(uploading);
    expect(uploadReducer(initialUploadState, { type: 'response', response: { code: '200', data: file } })).toBe(initialUploadState);
    expect(uploadReducer(initialUploadState, { type: 'failed' })).toBe(initialUploadState);
  });

  it('shows a refused file without uploading, and removes a file', () => {
    expect(run([{ type: 'rejected', errorKey: 'gaia_tip_file_type_not_supported' }])).toEqual({ status: 'error', error: 'gaia_tip_file_type_not_supported' });
    const uploading = run([{ type: 'start' }]);
    expect(uploadReducer(uploading, { type: 'rejected', errorKey: 'x' })).toBe(uploading);
    expect(uploadReducer(uploading, { type: 'remove' })).toBe(uploading);
    expect(run([{ type: 'remove' }], { status: 'done', file })).toEqual({ status: 'idle' });
  });
});

describe('upload button (F2.18)', () => {
  it('says Upload when empty and Re-upload once a file exists', () => {
    expect(uploadButtonLabelKey(false)).toBe('gaia_upload_action_upload');
    expect(uploadButtonLabelKey(true)).toBe('gaia_upload_action_reupload');
  });

  it('is loading and disabled while uploading, and may hide when disabled', () => {
    expect(uploadButtonState({ state: { status: 'uploading' } })).toEqual({ labelKey: 'gaia_upload_action_upload', loading: true, disabled: true, hidden: false });
    expect(uploadButtonState({ state: { status: 'done', file } })).toEqual({ labelKey: 'gaia_upload_action_reupload', loading: false, disabled: false, hidden: false });
    expect(uploadButtonState({ state: initialUploadState, disabled: true })).toMatchObject({ disabled: true, hidden: false });
    expect(uploadButtonState({ state: initialUploadState, disabled: true, hideWhenDisabled: true })).toMatchObject({ disabled: true, hidden: true });
    expect(uploadButtonState({ state: initialUploadState, hideWhenDisabled: true }).hidden).toBe(false);
  });
});
