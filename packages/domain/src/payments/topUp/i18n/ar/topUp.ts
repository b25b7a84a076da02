import type { Translation } from '../../../../kernel/i18n/types';
import type { topUp as english } from '../en/topUp';

/** Arabic messages (see ../en/topUp.ts). */
export const topUp: Translation<typeof english> = {};
