import type { Translation } from '../../../../kernel/i18n/types';
import type { orderDetailView as english } from '../en/orderDetailView';

/** Arabic messages (see ../en/orderDetailView.ts). */
export const orderDetailView: Translation<typeof english> = {};
