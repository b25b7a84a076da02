/** Orders (spec 03 §2, §4): order model, card and detail actions, badges, payment countdown, rating and cancelling. */
export * from './order';
export * from './orderRules';
export * from './remarks';
