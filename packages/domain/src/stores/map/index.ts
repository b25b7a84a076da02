/** Coverage and address map (spec 03 §2, §4, F3.17): towers, coverage, reverse geocoding, the map page rules. */
export * from './latLng';
export * from './cityMap';
export * from './model';
export * from './mapPageRules';
export * from './mapCalls';
export * from './mapKeys';
