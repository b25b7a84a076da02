/** Usage history and the run-out forecast (spec 03 F3.4). */
export * from './model';
export * from './days';
export * from './dailyUsage';
export * from './forecast';
export * from './display';
export * from './usageHistoryKeys';
