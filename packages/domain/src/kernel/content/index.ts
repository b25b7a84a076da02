/** Agreements and other operator content shown in several areas. */
export * from './agreement';
