import type { RegistrationConfig } from '../registrationConfig';

/**
 * The steps of individual sign-up (spec 02 §2; docs/adr/0019-sign-up-steps.md).
 * - account: step one (mobile, nationality, ID, referral code, terms; or the alternative form);
 * - code: the one-time code;
 * - identity, supplementary: reading A's identity details and supplementary profile;
 * - password: reading A's last step — password, confirmation, face, submit;
 * - profile: reading B's personal profile — password, confirmation, optional face, submit;
 * - success: reading B's fourth step, reached once the account exists.
 */
export type SignUpStepId = 'account' | 'code' | 'identity' | 'supplementary' | 'password' | 'profile' | 'success';

export type SignUpReading = RegistrationConfig['reading'];

/** Reading A (five steps) and reading B (four steps), in order. */
export const SIGN_UP_STEPS: Readonly<Record<SignUpReading, readonly SignUpStepId[]>> = {
  A: ['account', 'code', 'identity', 'supplementary', 'password'],
  B: ['account', 'code', 'profile', 'success'],
};

/** The step indicator's label of each step (message keys). */
export const SIGN_UP_STEP_LABEL: Readonly<Record<SignUpStepId, string>> = {
  account: 'gaia_signup_flow_step_account',
  code: 'gaia_signup_flow_step_code',
  identity: 'gaia_signup_flow_step_identity',
  supplementary: 'gaia_signup_flow_step_supplementary',
  password: 'gaia_signup_flow_step_password',
  profile: 'gaia_signup_flow_step_profile',
  success: 'gaia_signup_flow_step_success',
};

/** The steps that collect and submit the password (the last step before the account exists). */
export function isSubmitStep(step: SignUpStepId): boolean {
  return step === 'password' || step === 'profile';
}
