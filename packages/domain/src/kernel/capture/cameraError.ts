/**
 * Why the camera could not start (F2.20: "camera permission denied and device abnormal messages").
 * getUserMedia rejects with a DOMException whose name tells the cause:
 * - NotAllowedError (and the older PermissionDeniedError, and SecurityError when a policy blocks the
 *   camera): the person or the browser refused access;
 * - NotFoundError, NotReadableError (camera busy or broken), OverconstrainedError, AbortError, a
 *   missing API (TypeError) and anything else: the device is abnormal.
 */
export type CameraErrorKind = 'permission-denied' | 'device-abnormal';

const PERMISSION_NAMES = new Set(['NotAllowedError', 'PermissionDeniedError', 'SecurityError']);

/** The error's name, from a DOMException, an Error or any object with a string `name`. */
function errorName(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'name' in error) {
    const { name } = error as { name: unknown };
    return typeof name === 'string' ? name : undefined;
  }
  return undefined;
}

export function classifyCameraError(error: unknown): CameraErrorKind {
  const name = errorName(error);
  return name !== undefined && PERMISSION_NAMES.has(name) ? 'permission-denied' : 'device-abnormal';
}

/** Message keys (uiSignIn area) for each kind. */
export const CAMERA_ERROR_MESSAGE: Readonly<Record<CameraErrorKind, string>> = Object.freeze({
  'permission-denied': 'gaia_face_capture_permission_denied',
  'device-abnormal': 'gaia_face_capture_device_abnormal',
});

/** The message key to show for a getUserMedia failure. */
export function cameraErrorMessageKey(error: unknown): string {
  return CAMERA_ERROR_MESSAGE[classifyCameraError(error)];
}

/** Minimal shape of MediaDeviceInfo, so the rule runs without a browser. */
export interface DeviceLike {
  kind: string;
}

/** True when any listed device is a camera (enumerateDevices → videoinput). */
export function anyVideoInput(devices: readonly DeviceLike[] | null | undefined): boolean {
  return Array.isArray(devices) && devices.some((device) => device?.kind === 'videoinput');
}
