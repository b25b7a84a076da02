import { readFaceLoginMemory, writeFaceLoginMemory, type FaceLoginMemory, type PartyType } from '@gaia/domain';
import { appStorage } from '../../../app/browserStorage';

/**
 * The face-login memory of spec 01 §3 (F0.5), per party type, in the app-prefixed local storage:
 * the account (and representative ID for corporate) with the faceNotCapture flag.
 */
export function readFaceMemory(partyType: PartyType): FaceLoginMemory | undefined {
  try {
    return readFaceLoginMemory(appStorage, partyType);
  } catch {
    return undefined;
  }
}

export function writeFaceMemory(partyType: PartyType, memory: FaceLoginMemory): void {
  try {
    writeFaceLoginMemory(appStorage, partyType, memory);
  } catch {
    // Storage full or blocked: the flow still works for this page, it just is not remembered.
  }
}
