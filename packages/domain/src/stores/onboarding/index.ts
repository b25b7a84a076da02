/** New-connection onboarding (spec 03 F3.19, spec 02 F2.15, F2.16): steps, number selection, SIM type, package, delivery or pickup, signature. */
export * from './onboardingCalls';
