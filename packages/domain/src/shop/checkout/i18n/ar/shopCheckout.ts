import type { Translation } from '../../../../kernel/i18n/types';
import type { shopCheckout as english } from '../en/shopCheckout';

/** Arabic messages (see ../en/shopCheckout.ts). */
export const shopCheckout: Translation<typeof english> = {};
