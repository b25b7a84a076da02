/** Subscriptions and balances (spec 03): lines, balances, usage units, the subscriber card. */
export * from './balance';
export * from './balanceModel';
export * from './subscriberCard';
export * from './subscription';
export * from './usage';
export * from './lines/index';
export * from './usageHistory/index';
