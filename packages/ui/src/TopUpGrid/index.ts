export * from './TopUpGrid';
export type { TopUpChoice } from './useTopUpGrid';
