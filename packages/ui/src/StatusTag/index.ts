export * from './StatusTag';
