/** Identity details, OCR, ID copy and the supplementary profile (spec 02 §3–§5; F2.4–F2.6, F2.20). */

export * from './model';
export * from './messageKeys';
export * from './identityRules';
export * from './ocr';
export * from './supplementaryRules';
export * from './queryKeys';
