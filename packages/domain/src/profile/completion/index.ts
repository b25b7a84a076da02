/** Profile completion, the under-16 block, My details and the face information (spec 02 §2, §4; F2.12, F2.13, F3.11). */
export * from './completeness';
export * from './completionRules';
export * from './completionProfile';
export * from './myDetails';
export * from './pin';
export * from './queryKeys';
