/** Field rules and normalisers of the portal kit components (F2.15–F2.18, F3.6, F3.7, F3.16). */
export * from './numberSearch';
export * from './address';
export * from './amount';
export * from './fileType';
export * from './remarks';
