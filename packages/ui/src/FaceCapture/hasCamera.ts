import { anyVideoInput } from '@gaia/domain';

/**
 * Whether the device has a camera at all (spec 01 §2: face collection first checks for a camera and
 * shows the camera-not-detected dialog when none is found). Reads enumerateDevices, which lists device
 * kinds before any permission is asked; false when the API is missing or fails.
 */
export async function hasCamera(
  mediaDevices: Pick<MediaDevices, 'enumerateDevices'> | undefined = globalThis.navigator
    ?.mediaDevices,
): Promise<boolean> {
  if (typeof mediaDevices?.enumerateDevices !== 'function') return false;
  try {
    return anyVideoInput(await mediaDevices.enumerateDevices());
  } catch {
    return false;
  }
}
