export * from './UsageChart';
export type { UsageTableProps } from './UsageTable';
