import type { Translation } from '../types';
import type { uiFeedback as english } from '../en/uiFeedback';

/** Messages of the uiFeedback area. */
export const uiFeedback: Translation<typeof english> = {
};
