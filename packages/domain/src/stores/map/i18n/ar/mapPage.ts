import type { Translation } from '../../../../kernel/i18n/types';
import type { mapPage as english } from '../en/mapPage';

/** Arabic messages (see ../en/mapPage.ts). */
export const mapPage: Translation<typeof english> = {};
