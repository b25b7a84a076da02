import type { Translation } from '../../../../kernel/i18n/types';
import type { checkout as english } from '../en/checkout';

/** Arabic messages (see ../en/checkout.ts). */
export const checkout: Translation<typeof english> = {};
