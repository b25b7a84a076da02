import type { Translation } from '../../../../kernel/i18n/types';
import type { signUpSubmission as english } from '../en/signUpSubmission';

/** Arabic messages (see ../en/signUpSubmission.ts). */
export const signUpSubmission: Translation<typeof english> = {};
