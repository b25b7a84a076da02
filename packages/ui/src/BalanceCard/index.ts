export * from './BalanceCard';
