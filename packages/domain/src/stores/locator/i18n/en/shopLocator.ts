/** Messages: Shop locator (spec 03 §2, §4, F3.18): shops near a point, stock per shop, selection modes, confirm rules. */
export const shopLocator = {} as const;
