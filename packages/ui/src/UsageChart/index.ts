export * from './UsageChart';
export { UsageTable, type UsageTableProps } from './UsageTable';
