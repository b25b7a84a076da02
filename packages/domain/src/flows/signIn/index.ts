/** Sign-in decision rules and state machines (spec 01 §4, §8; F1.1–F1.9). */
export * from './sendCode';
export * from './sendCodeResult';
export * from './loginFailure';
export * from './faceLogin';
export * from './signUpLink';
export * from './routes';
