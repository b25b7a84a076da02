/** The mobile-fill dialog's rules, answers and keys (spec 02 §5, §7; docs/adr/0027). */
export * from './messageKeys';
export * from './mobileFillRules';
export * from './mobileFillOutcomes';
export * from './queryKeys';
export * from './model';
