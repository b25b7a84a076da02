import { createFileApi, createUcApi } from '@gaia/domain/api';
import { http } from '../../../app/api';

/** The /uc calls of face login: user-existing check, comparison, face login (spec 01 §7). */
export const ucApi = createUcApi(http);

/** Uploads the captured JPEG (spec 02 §7); the comparison takes its path as charcFilePath. */
export async function uploadFaceImage(blob: Blob): Promise<string> {
  const stored = await createFileApi(http).upload(blob, 'face.jpg');
  if (!stored?.filePath) throw new Error('The upload answered no file path');
  return stored.filePath;
}
