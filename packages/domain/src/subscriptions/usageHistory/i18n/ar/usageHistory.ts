import type { Translation } from '../../../../kernel/i18n/types';
import type { usageHistory as english } from '../en/usageHistory';

/** Arabic messages (see ../en/usageHistory.ts). */
export const usageHistory: Translation<typeof english> = {};
