import type { Translation } from '../../../../kernel/i18n/types';
import type { addressBook as english } from '../en/addressBook';

/** Arabic messages (see ../en/addressBook.ts). */
export const addressBook: Translation<typeof english> = {};
