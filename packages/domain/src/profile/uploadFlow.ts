import type { StoredFileDetail, UploadResponse } from './upload';
import { fileExtension } from './fileType';
import { isApiError } from '../kernel/http/ApiError';

/**
 * The file upload control (F2.18; spec 02 §4 "File upload", §5 "Upload", §8): preview by
 * extension, the upload states, success only on code 200, and the Upload / Re-upload label.
 */

/** How a chosen or stored file is previewed. */
export type UploadPreviewKind = 'image' | 'txt' | 'doc' | 'pdf' | 'xls' | 'mp4' | 'csv' | 'generic';

/** Extensions previewed as the image itself (spec 02 §5: jpg, png, jpeg, svg, BMP, gif, tiff). */
export const IMAGE_PREVIEW_EXTENSIONS: readonly string[] = ['jpg', 'png', 'jpeg', 'svg', 'bmp', 'gif', 'tiff'];

const ICON_KINDS: Readonly<Record<string, UploadPreviewKind>> = {
  txt: 'txt',
  doc: 'doc',
  docx: 'doc',
  pdf: 'pdf',
  xls: 'xls',
  xlsx: 'xls',
  mp4: 'mp4',
  csv: 'csv',
};

/**
 * F2.18: the preview by extension, case-insensitive — images show the image (a thumbnail); txt,
 * doc/docx, pdf, xls/xlsx, mp4 and csv have their type icons; anything else a generic icon.
 */
export function uploadPreviewKind(fileName: string): UploadPreviewKind {
  const extension = fileExtension(fileName);
  if (IMAGE_PREVIEW_EXTENSIONS.includes(extension)) return 'image';
  return ICON_KINDS[extension] ?? 'generic';
}

/** idle: nothing sent yet; uploading: button loading and disabled; done: stored; error: failed. */
export type UploadStatus = 'idle' | 'uploading' | 'done' | 'error';

export interface UploadState {
  status: UploadStatus;
  /** The stored file (kept while a re-upload runs or fails). */
  file?: StoredFileDetail;
  /** The error: the server's resultMsg, or a message key. */
  error?: string;
}

export type UploadAction =
  | { type: 'start' }
  | { type: 'response'; response: UploadResponse }
  | { type: 'settled'; outcome: UploadOutcome }
  | { type: 'failed'; error?: string }
  | { type: 'rejected'; errorKey: string }
  | { type: 'remove' };

/** Message key shown when an upload fails without a server message (ours). */
export const UPLOAD_FAILED_KEY = 'gaia_upload_failed';

export const initialUploadState: UploadState = { status: 'idle' };

/** What an upload came to: the stored file, or the error to show (the server's resultMsg or a message key). */
export type UploadOutcome = { ok: true; file: StoredFileDetail } | { ok: false; error: string };

/**
 * F2.18: the upload succeeds only when the response code is 200 (number or text) and carries the
 * file; otherwise its resultMsg is shown as the error (spec 02 §4, §8).
 */
export function uploadOutcome(response: UploadResponse | null | undefined): UploadOutcome {
  if (response && String(response.code) === '200' && response.data) return { ok: true, file: response.data };
  const message = response?.resultMsg?.trim();
  return { ok: false, error: message || UPLOAD_FAILED_KEY };
}

/**
 * F2.18: an upload call that rejected — a refused upload (an ApiError carrying the server's answer)
 * shows its resultMsg (spec 01 §8 "Upload failure"); anything else (network, timeout) the generic
 * failure.
 */
export function uploadFailure(error: unknown): UploadOutcome {
  const message = isApiError(error) ? error.resultMsg?.trim() : undefined;
  return { ok: false, error: message || UPLOAD_FAILED_KEY };
}

/**
 * F2.18: the upload flow behind the upload control's `upload` — sends the file with the host's call
 * (answering with the call's envelope) and reads the answer with uploadOutcome; a rejected call is
 * read with uploadFailure. The control receives only the outcome, never the envelope.
 */
export async function uploadFile<F>(send: (file: F) => Promise<UploadResponse>, file: F): Promise<UploadOutcome> {
  try {
    return uploadOutcome(await send(file));
  } catch (error) {
    return uploadFailure(error);
  }
}

/**
 * F2.18: uploading → done (code 200, or a successful outcome) or error (resultMsg); a network failure also ends loading
 * with an error. A file refused before sending (type check) shows its key without uploading. A new
 * upload is ignored while one runs.
 */
export function uploadReducer(state: UploadState, action: UploadAction): UploadState {
  const keep = state.file ? { file: state.file } : {};
  switch (action.type) {
    case 'start':
      return state.status === 'uploading' ? state : { status: 'uploading', ...keep };
    case 'response':
      return uploadReducer(state, { type: 'settled', outcome: uploadOutcome(action.response) });
    case 'settled': {
      if (state.status !== 'uploading') return state;
      const { outcome } = action;
      return outcome.ok ? { status: 'done', file: outcome.file } : { status: 'error', ...keep, error: outcome.error };
    }
    case 'failed':
      return state.status === 'uploading' ? { status: 'error', ...keep, error: action.error || UPLOAD_FAILED_KEY } : state;
    case 'rejected':
      return state.status === 'uploading' ? state : { status: 'error', ...keep, error: action.errorKey };
    case 'remove':
      return state.status === 'uploading' ? state : initialUploadState;
  }
}

/** Message keys of the upload button. */
export const UploadMessageKey = {
  upload: 'gaia_upload_action_upload',
  reupload: 'gaia_upload_action_reupload',
} as const;

/** F2.18: the button says Upload while empty and Re-upload once a file exists (spec 02 §4). */
export function uploadButtonLabelKey(hasFile: boolean): string {
  return hasFile ? UploadMessageKey.reupload : UploadMessageKey.upload;
}

/**
 * F2.18: the button's state — loading and disabled while uploading, disabled when the control is,
 * and hidden when disabled if the control is set to hide then (spec 02 §4 "can be hidden when
 * disabled").
 */
export function uploadButtonState(input: { state: UploadState; disabled?: boolean; hideWhenDisabled?: boolean }): {
  labelKey: string;
  loading: boolean;
  disabled: boolean;
  hidden: boolean;
} {
  const loading = input.state.status === 'uploading';
  const disabled = Boolean(input.disabled) || loading;
  return {
    labelKey: uploadButtonLabelKey(Boolean(input.state.file)),
    loading,
    disabled,
    hidden: Boolean(input.disabled) && Boolean(input.hideWhenDisabled),
  };
}

/**
 * F2.18: the upload flow over a call that resolves with the stored file (and rejects when the
 * server refused it): the file; the generic failure for an answer without one (a "200" without a
 * file included); a rejection read with uploadFailure.
 */
export async function storedFileOutcome(store: () => Promise<StoredFileDetail | null | undefined>): Promise<UploadOutcome> {
  try {
    const stored = await store();
    return stored ? { ok: true, file: stored } : { ok: false, error: UPLOAD_FAILED_KEY };
  } catch (error) {
    return uploadFailure(error);
  }
}
