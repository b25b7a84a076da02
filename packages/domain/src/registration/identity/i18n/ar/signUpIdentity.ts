import type { Translation } from '../../../../kernel/i18n/types';
import type { signUpIdentity as english } from '../en/signUpIdentity';

/** Arabic messages (see ../en/signUpIdentity.ts). */
export const signUpIdentity: Translation<typeof english> = {};
