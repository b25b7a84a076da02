import type { Translation } from '../types';
import type { uiControls as english } from '../en/uiControls';

/** Messages of the uiControls area. */
export const uiControls: Translation<typeof english> = {
};
