/** Sign-up step one and the code step (spec 02 §2, §4, §5; F2.1–F2.4). */

export * from './model';
export * from './messageKeys';
export * from './resultCodes';
export * from './rules';
export * from './idType';
export * from './checks';
export * from './codeRequestOutcome';
export * from './codeCheck';
export * from './toStepOneData';
export * from './queryKeys';
