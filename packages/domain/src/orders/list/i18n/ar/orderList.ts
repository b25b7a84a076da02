import type { Translation } from '../../../../kernel/i18n/types';
import type { orderList as english } from '../en/orderList';

/** Arabic messages (see ../en/orderList.ts). */
export const orderList: Translation<typeof english> = {};
