/** The form model of ADR 0015: rules checked in the resolver's shape, and the one failure-to-text mapping. */
export * from './formRules';
export * from './formFailure';
