/** Shop locator (spec 03 §2, §4, F3.18): shops near a point, stock per shop, selection modes, confirm rules. */
export * from './model';
export * from './locatorRules';
export * from './locatorFlows';
export * from './locatorKeys';
export * from './openingHours';
export * from './locatorMessages';
export * from './locatorCalls';
