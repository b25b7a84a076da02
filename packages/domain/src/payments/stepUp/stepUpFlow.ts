import { STEP_UP_FAILURE_LIMIT, type StepUpMethod } from './model';

/**
 * The step-up flow (spec 03 §4 "Authentication (face or OTP)"; F3.10) as a reducer: which dialog is
 * open, the method, the failure count. The portal runs the effects each dialog names (camera,
 * upload, verify) and dispatches their outcome here.
 *
 * - The method starts as face; OTP is the only method when face is not enabled.
 * - The counter starts at 0; the first failure opens the Oops dialog (retry, or switch to OTP);
 *   the second opens the failed-twice dialog, whose button goes to the dashboard.
 * - A wrong code stays in the OTP modal as a field error and counts as a failure.
 * - The OTP modal's text: "biometrics not captured" unless a face attempt was compared and failed.
 */
export type StepUpDialog = 'closed' | 'chooser' | 'face' | 'otp' | 'oops' | 'failedTwice';

/** Which of the OTP modal's two texts it shows (spec 03 §8). */
export type StepUpOtpReason = 'notCaptured' | 'faceFailed';

export interface StepUpState {
  dialog: StepUpDialog;
  /** The chooser's selection. */
  method: StepUpMethod;
  /** Whether face is offered at all (the feature flag). */
  faceEnabled: boolean;
  /** Failures so far (face or code), 0 to the limit. */
  failures: number;
  otpReason: StepUpOtpReason;
  /** The passed check's reference, once there is one. */
  referenceId?: string;
}

export type StepUpEvent =
  /** A payment or change asks for step-up: the chooser opens (with the face flag as configured now). */
  | { type: 'start'; faceEnabled?: boolean }
  /** The face flag arrived or changed (the configuration loads after the page). */
  | { type: 'configured'; faceEnabled: boolean }
  | { type: 'methodChanged'; method: StepUpMethod }
  /** The chooser's Submit: the chosen method's dialog opens. */
  | { type: 'submitted' }
  /** The face check failed; notCaptured when no face was found in the picture. */
  | { type: 'faceFailed'; notCaptured: boolean }
  /** The code was wrong. */
  | { type: 'otpFailed' }
  | { type: 'passed'; referenceId: string }
  /** The Oops dialog's retry: the camera again. */
  | { type: 'retried' }
  /** The Oops dialog's switch to OTP. */
  | { type: 'switchedToOtp' }
  /** The person closed a dialog (or left the failed-twice dialog): the step-up ends unpassed. */
  | { type: 'closed' };

/** The state before any step-up. */
export function initialStepUp(faceEnabled: boolean): StepUpState {
  return { dialog: 'closed', method: faceEnabled ? 'face' : 'otp', faceEnabled, failures: 0, otpReason: 'notCaptured' };
}

/** Whether the step-up ended (passed, given up or failed twice) and with which reference. */
export function stepUpOutcome(state: StepUpState): { done: false } | { done: true; referenceId: string | undefined } {
  if (state.referenceId) return { done: true, referenceId: state.referenceId };
  return state.dialog === 'closed' ? { done: true, referenceId: undefined } : { done: false };
}

function failed(state: StepUpState, next: Partial<StepUpState>): StepUpState {
  const failures = Math.min(state.failures + 1, STEP_UP_FAILURE_LIMIT);
  if (failures >= STEP_UP_FAILURE_LIMIT) return { ...state, ...next, failures, dialog: 'failedTwice' };
  return { ...state, ...next, failures };
}

export function stepUpReducer(state: StepUpState, event: StepUpEvent): StepUpState {
  switch (event.type) {
    case 'start':
      return { ...initialStepUp(event.faceEnabled ?? state.faceEnabled), dialog: 'chooser' };
    case 'configured':
      if (state.faceEnabled === event.faceEnabled) return state;
      // Only the chooser follows it: a face or code step already under way is not pulled away.
      if (state.dialog !== 'closed' && state.dialog !== 'chooser') return { ...state, faceEnabled: event.faceEnabled };
      return { ...state, faceEnabled: event.faceEnabled, method: event.faceEnabled ? 'face' : 'otp' };
    case 'methodChanged':
      // OTP is the only method when face is not enabled.
      return { ...state, method: state.faceEnabled ? event.method : 'otp' };
    case 'submitted':
      return { ...state, dialog: state.method === 'face' && state.faceEnabled ? 'face' : 'otp' };
    case 'faceFailed':
      return failed(state, { dialog: 'oops', otpReason: event.notCaptured ? 'notCaptured' : 'faceFailed' });
    case 'otpFailed':
      return failed(state, { dialog: 'otp' });
    case 'passed':
      return { ...state, dialog: 'closed', referenceId: event.referenceId };
    case 'retried':
      return { ...state, dialog: 'face', method: 'face' };
    case 'switchedToOtp':
      return { ...state, dialog: 'otp', method: 'otp' };
    case 'closed':
      return { ...state, dialog: 'closed' };
  }
}
