/** Lines, the subscriber card, the main line, balances and boosters (spec 03 F3.2–F3.5). */
export * from './model';
export * from './properties';
export * from './numberDisplay';
export * from './mainLine';
export * from './subscriberSearch';
export * from './points';
export * from './balanceItems';
export * from './balanceQuery';
export * from './booster';
export * from './linesKeys';
