import type { Translation } from '../../../../kernel/i18n/types';
import type { shopCart as english } from '../en/shopCart';

/** Arabic messages (see ../en/shopCart.ts). */
export const shopCart: Translation<typeof english> = {};
