import type { Translation } from '../../../../kernel/i18n/types';
import type { profileCompletion as english } from '../en/profileCompletion';

/** Arabic messages (see ../en/profileCompletion.ts). */
export const profileCompletion: Translation<typeof english> = {};
