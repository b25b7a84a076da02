import type { Translation } from '../../../../kernel/i18n/types';
import type { corporateSignUp as english } from '../en/corporateSignUp';

/** Arabic messages (see ../en/corporateSignUp.ts). */
export const corporateSignUp: Translation<typeof english> = {};
