import type { Translation } from '../types';
import type { uiPickers as english } from '../en/uiPickers';

/** Messages of the uiPickers area. */
export const uiPickers: Translation<typeof english> = {
};
