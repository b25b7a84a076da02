/** New-connection onboarding (spec 03 F3.19, spec 02 F2.15, F2.16): steps, number selection, SIM type, package, delivery or pickup, signature. */
export * from './model';
export * from './steps';
export * from './draft';
export * from './continuePlan';
export * from './openingDraft';
export * from './identityRules';
export * from './order';
export * from './pickup';
export * from './queryKeys';
export * from './messageKeys';
export * from './onboardingCalls';
