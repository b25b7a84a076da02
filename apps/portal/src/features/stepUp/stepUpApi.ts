import { createFileApi, createStepUpApi } from '@gaia/domain/api';
import { http } from '../../app/api';

/** The step-up calls (spec 03 §7; F3.10). */
export const stepUpApi = createStepUpApi(http);

/** Uploads the captured JPEG (the common upload); the face verification takes its path. */
export async function uploadStepUpFace(blob: Blob): Promise<string> {
  const stored = await createFileApi(http).upload(blob, 'face.jpg');
  if (!stored?.filePath) throw new Error('The upload answered no file path');
  return stored.filePath;
}
