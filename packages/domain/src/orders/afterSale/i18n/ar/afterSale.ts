import type { Translation } from '../../../../kernel/i18n/types';
import type { afterSale as english } from '../en/afterSale';

/** Arabic messages (see ../en/afterSale.ts). */
export const afterSale: Translation<typeof english> = {};
