import { Hono } from 'hono';
import { FILE_EMPTY_KEY, ResultCode, type StoredFileDetail } from '@gaia/domain';
import type { SandboxStore } from '../store/SandboxStore';
import { readUploadForm, safeFileName } from './uploadForm';
import { badRequest, fail, ok } from '../envelope';
import { UPLOAD_MAX_BYTES, tooLarge } from '../bodyLimits';

export { UPLOAD_MAX_BYTES };

/**
 * The common upload (spec 02 §7): multipart with the file in `file`. Nothing is kept; the answer
 * names a path other calls accept. A face image's path carries the outcome the sandbox setting
 * `faceComparison` asks for (match, noMatch → "nomatch", notCaptured → "blank"), which is how the
 * comparison (ucSec.ts) decides — so a person with a real camera can try every outcome.
 */
export function fileRoutes(store: SandboxStore) {
  const app = new Hono();

  app.post('/ecare/common/file/upload', async (c) => {
    const form = await readUploadForm(c);
    if (!form) return badRequest(c);
    const file = form.get('file');
    if (!file || typeof file === 'string') return badRequest(c);
    if (file.size === 0) return fail(c, ResultCode.badRequest, FILE_EMPTY_KEY);
    if (file.size > store.uploadMaxBytes) return tooLarge(c);
    const marker = { match: '', noMatch: 'nomatch-', notCaptured: 'blank-' }[store.settings.faceComparison];
    const fileId = store.nextFileId();
    const fileName = safeFileName(file.name);
    const detail: StoredFileDetail = { fileId, fileName, filePath: `uploads/${fileId}/${marker}${fileName}`, fileSize: file.size };
    return ok(c, detail);
  });

  return app;
}
