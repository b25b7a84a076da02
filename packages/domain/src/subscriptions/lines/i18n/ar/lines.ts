import type { Translation } from '../../../../kernel/i18n/types';
import type { lines as english } from '../en/lines';

/** Arabic messages (see ../en/lines.ts). */
export const lines: Translation<typeof english> = {};
