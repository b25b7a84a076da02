import type { Translation } from '../../../../kernel/i18n/types';
import type { stepUp as english } from '../en/stepUp';

/** Arabic messages (see ../en/stepUp.ts). */
export const stepUp: Translation<typeof english> = {};
