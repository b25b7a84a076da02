export * from './portalConfig';
export * from './configCodes';
export * from './parseConfig';
export * from './patternSafety';
export * from './accountPatterns';
export { defaultContactPatterns, type ContactPatterns } from './defaultPatterns';
export * from './yesFlag';
