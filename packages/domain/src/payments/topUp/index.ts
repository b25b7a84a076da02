/** Top-up and bill payment (spec 03 F3.6, F3.7). */
export * from './model';
export * from './topUpKeys';
export * from './topUpTarget';
