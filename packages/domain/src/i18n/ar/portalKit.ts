import type { Translation } from '../types';
import type { portalKit as english } from '../en/portalKit';

/** Messages of the portalKit area. */
export const portalKit: Translation<typeof english> = {
};
