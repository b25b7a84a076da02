import type { Translation } from '../types';
import type { uiOverlays as english } from '../en/uiOverlays';

/** Messages of the uiOverlays area. */
export const uiOverlays: Translation<typeof english> = {
};
