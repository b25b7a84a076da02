/** Message keys of onboarding that rules, the sandbox and the screens share (catalogue area onboarding). */
export const OnboardingMessageKey = {
  coverageRequired: 'gaia_onboarding_coverage_required',
  numberRequired: 'gaia_onboarding_number_required',
  packageRequired: 'gaia_onboarding_package_required',
  deliveryRequired: 'gaia_onboarding_delivery_required',
  signatureRequired: 'gaia_onboarding_signature_required',
  /** The identity call refused: the ID is already a customer's. */
  identityExists: 'gaia_onboarding_identity_exists',
  identityFailed: 'gaia_onboarding_identity_failed',
  submitFailed: 'gaia_onboarding_submit_failed',
  /** The number held expired or was taken before the order was placed. */
  numberLost: 'gaia_onboarding_number_lost',
  offline: 'gaia_onboarding_offline',
} as const;

/** The message key of a step's name. */
export function onboardingStepKey(step: string): string {
  return `gaia_onboarding_step_${step}`;
}
