import type { Translation } from '../types';
import type { uiSignIn as english } from '../en/uiSignIn';

/** Messages of the uiSignIn area. */
export const uiSignIn: Translation<typeof english> = {
};
