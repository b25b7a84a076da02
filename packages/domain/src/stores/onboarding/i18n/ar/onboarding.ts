import type { Translation } from '../../../../kernel/i18n/types';
import type { onboarding as english } from '../en/onboarding';

/** Arabic messages (see ../en/onboarding.ts). */
export const onboarding: Translation<typeof english> = {};
