/** File upload entities (spec 02 §3 "Stored file detail"; F2.18). */

/** A stored file (spec 02 §3). */
export interface StoredFileDetail {
  fileName: string;
  filePath: string;
  thumbUrl?: string;
  fileId?: string;
  fileSize?: number;
}

/** Upload response: code, data, resultMsg (spec 02 §3, §7). */
export interface UploadResponse {
  code: string | number;
  data?: StoredFileDetail | null;
  resultMsg?: string;
}
