export * from './CartLine';
