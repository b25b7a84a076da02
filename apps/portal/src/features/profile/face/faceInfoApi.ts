import { faceEnrolmentUpdate, faceOf, profileCompletionKeys, type StoredFileDetail } from '@gaia/domain';
import { http } from '../../../app/api';
import { fileApi, profileApi } from '../../completion/profileApi';

/** The file query (spec 02 §7 "File query: acquire by {filePath, fileName}"): a stored file's picture. */
const FILE_QUERY_PATH = '/ecare/common/file/acquire';

/** What the modal shows once loaded: the enrolled face's picture, or none. */
export interface FaceInfo {
  partyId: string;
  /** The picture's address; undefined when no face is enrolled. */
  imageUrl?: string;
}

/** The query key of a user's face information (under the profile answers an update leaves stale). */
export const faceInfoKey = (userId: string) => [...profileCompletionKeys.profiles(userId), 'face'] as const;

/** Loads the profile's face (scope BIOMETRICS) and, when there is one, its picture. */
export async function loadFaceInfo(userId: string): Promise<FaceInfo> {
  const profile = await profileApi.acquire(userId, ['BIOMETRICS']);
  const face = faceOf(profile);
  if (!face) return { partyId: profile.partyId };
  const file = await http.call<StoredFileDetail>({
    path: FILE_QUERY_PATH,
    data: { filePath: face.charcFilePath, fileName: face.charcFilePath.split('/').pop() ?? '' },
  });
  return { partyId: profile.partyId, ...(file.thumbUrl ? { imageUrl: file.thumbUrl } : {}) };
}

/** F3.11: uploads the captured face, then stores it on the profile (biometrics type 1, actionType A). */
export async function enrolFace(partyId: string, picture: Blob): Promise<void> {
  const stored = await fileApi.upload(picture, 'face.jpg');
  if (!stored) throw new Error('The face photo was not stored');
  await profileApi.updateIndividual(faceEnrolmentUpdate(partyId, stored.filePath));
}
