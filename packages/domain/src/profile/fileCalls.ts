import type { StoredFileDetail } from './upload';
import type { HttpClient } from '../kernel/http/createHttpClient';
import { storedFileOutcome, type UploadOutcome } from './uploadFlow';

/** The common upload of spec 02 §7. */
export const FilePath = {
  upload: '/ecare/common/file/upload',
} as const;

/** Uploads (spec 02 §7, F2.18): multipart, the file in the field `file`, extra fields beside it. */
export function createFileApi(http: HttpClient) {
  return {
    /**
     * Stores a file and resolves with its detail (the path other calls take, e.g. the face
     * comparison's charcFilePath). Business failures are not toasted: the uploading control shows
     * the server's resultMsg itself (spec 01 §8 "Upload failure").
     */
    upload: (file: Blob, fileName: string, fields: Readonly<Record<string, string>> = {}) => {
      const form = new FormData();
      form.append('file', file, fileName);
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      return http.call<StoredFileDetail | null>({ path: FilePath.upload, data: form, reportBusinessErrors: false });
    },
  };
}

export type FileApi = ReturnType<typeof createFileApi>;

/**
 * F2.18: the upload flow over the common upload call, for the upload control's `upload`: the stored
 * file, or the error to show — the server's resultMsg when it refused the file, the generic failure
 * otherwise (a "200" without a file included).
 */
export function uploadStoredFile(
  api: Pick<FileApi, 'upload'>,
  file: Blob,
  fileName: string,
  fields: Readonly<Record<string, string>> = {},
): Promise<UploadOutcome> {
  return storedFileOutcome(() => api.upload(file, fileName, fields));
}
