/**
 * The sign-up link (spec 01 §2, spec 02; F1.8): it first asks whether the individual registration
 * still needs completing — completeFlag N goes to /signIn?t=signUp, otherwise /signUp. When face
 * collection is required at registration, the camera is checked before going to /signUp; with no
 * camera (or a failed detection) the camera-not-detected dialog shows and nothing navigates.
 */
export type SignUpLinkStep =
  { action: 'navigate'; to: string } | { action: 'checkCamera'; to: string };

export const SIGN_UP_ROUTE = '/signUp';
export const SIGN_IN_AFTER_SIGN_UP = '/signIn?t=signUp';

export function signUpLinkStep(
  completeFlag: string | undefined,
  faceRequired: boolean,
): SignUpLinkStep {
  if (completeFlag === 'N') return { action: 'navigate', to: SIGN_IN_AFTER_SIGN_UP };
  return faceRequired
    ? { action: 'checkCamera', to: SIGN_UP_ROUTE }
    : { action: 'navigate', to: SIGN_UP_ROUTE };
}

export type CameraCheckOutcome = { action: 'navigate'; to: string } | { action: 'cameraDialog' };

/** hasCamera false or undefined (detection failed) shows the dialog. */
export function afterCameraCheck(
  step: SignUpLinkStep,
  hasCamera: boolean | undefined,
): CameraCheckOutcome {
  if (step.action === 'navigate') return step;
  return hasCamera ? { action: 'navigate', to: step.to } : { action: 'cameraDialog' };
}
