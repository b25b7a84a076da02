/** Shop cart (F4.3): lines, quantities, the anonymous cart and its sync at sign-in. */
export * from './cartModel';
export * from './cartRules';
export * from './anonymousCart';
export * from './mergeNotes';
export * from './cartCalls';
