import type { Translation } from '../../../../kernel/i18n/types';
import type { shopLocator as english } from '../en/shopLocator';

/** Arabic messages (see ../en/shopLocator.ts). */
export const shopLocator: Translation<typeof english> = {};
