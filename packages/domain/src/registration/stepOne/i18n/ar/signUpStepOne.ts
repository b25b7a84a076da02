import type { Translation } from '../../../../kernel/i18n/types';
import type { signUpStepOne as english } from '../en/signUpStepOne';

/** Arabic messages (see ../en/signUpStepOne.ts). */
export const signUpStepOne: Translation<typeof english> = {};
