/** Password, face, register or upgrade, success (spec 02 §3–§4; F2.7–F2.9). */
export * from './signUpSteps';
export * from './signUpFlow';
export * from './signUpDraft';
export * from './lockedFields';
export * from './registrationPayload';
export * from './registrationConfigParse';
export * from './passwordStep';
export * from './submissionFailure';
export * from './submissionKeys';
