import { describe, expect, it } from 'vitest';
import {
  IMAGE_PREVIEW_EXTENSIONS,
  initialUploadState,
  uploadButtonLabelKey,
  uploadButtonState,
  uploadOutcome,
  uploadPreviewKind,
  uploadReducer,
  type UploadAction,
  type UploadState,
} from './uploadFlow';

const file = { fileName: 'id.png', filePath: '/files/id.png', thumbUrl: '/thumbs/id.png' };
const run = (actions: UploadAction[], start: UploadState = initialUploadState) => actions.reduce(uploadReducer, start);

describe('uploadPreviewKind (F2.18)', () => {
  it('previews images as the image', () => {
    expect(IMAGE_PREVIEW_EXTENSIONS).toEqual(['jpg', 'png', 'jpeg', 'svg', 'bmp', 'gif', 'tiff']);
    for (const name of ['a.jpg', 'a.png', 'a.jpeg', 'a.svg', 'a.BMP', 'a.gif', 'a.tiff', 'A.JPG']) expect(uploadPreviewKind(name)).toBe('image');
  });

  it('gives txt, doc/docx, pdf, xls/xlsx, mp4 and csv their icons', () => {
    expect(uploadPreviewKind('a.txt')).toBe('txt');
    expect(uploadPreviewKind('a.doc')).toBe('doc');
    expect(uploadPreviewKind('a.docx')).toBe('doc');
    expect(uploadPreviewKind('a.pdf')).toBe('pdf');
    expect(uploadPreviewKind('a.xls')).toBe('xls');
    expect(uploadPreviewKind('a.XLSX')).toBe('xls');
    expect(uploadPreviewKind('a.mp4')).toBe('mp4');
    expect(uploadPreviewKind('a.csv')).toBe('csv');
  });

  it('shows a generic icon otherwise', () => {
    expect(uploadPreviewKind('a.zip')).toBe('generic');
    expect(uploadPreviewKind('a.webp')).toBe('generic');
    expect(uploadPreviewKind('noextension')).toBe('generic');
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

describe('uploadReducer (F2.18)', () => {
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
