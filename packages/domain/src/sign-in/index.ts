/** Sign-in (spec 01): password, one-time code, face, corporate and forgotten password — model, field rules, decision rules and state machines. */
export * from './faceLogin';
export * from './loginFailure';
export * from './model';
export * from './routes';
export * from './rules';
export * from './sendCode';
export * from './sendCodeResult';
export * from './session';
export * from './signInMemory';
export * from './signUpLink';
export * from './signInReturn';
export * from './codeRequest';
export * from './countdownKeys';
export * from './faceLoginForm';
export * from './rememberedLogin';
export * from './resetFailure';
export * from './resetRules';
