import { afterCameraCheck, anyVideoInput, signUpLinkStep, type CameraCheckOutcome } from '@gaia/domain';
import { createRegistrationApi } from '@gaia/domain/api';
import { http } from '../../app/api';

/** Whether a camera is present; undefined when the browser cannot tell (treated as none, F1.8). */
async function hasCamera(): Promise<boolean | undefined> {
  try {
    return anyVideoInput(await navigator.mediaDevices.enumerateDevices());
  } catch {
    return undefined;
  }
}

/**
 * Where the sign-up link leads (F1.8): need-complete first, then the camera check when face
 * collection is required at registration. Loaded on the click, with the request layer.
 */
export async function signUpOutcome(faceRequired: boolean): Promise<CameraCheckOutcome> {
  // A failed check is reported by the request layer; the link then behaves as "nothing to complete".
  const flag = await createRegistrationApi(http)
    .needComplete()
    .then((data) => data?.completeFlag, () => undefined);
  const step = signUpLinkStep(flag, faceRequired);
  return step.action === 'checkCamera' ? afterCameraCheck(step, await hasCamera()) : step;
}
