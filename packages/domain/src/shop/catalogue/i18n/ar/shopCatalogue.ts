import type { Translation } from '../../../../kernel/i18n/types';
import type { shopCatalogue as english } from '../en/shopCatalogue';

/** Arabic messages (see ../en/shopCatalogue.ts). */
export const shopCatalogue: Translation<typeof english> = {};
