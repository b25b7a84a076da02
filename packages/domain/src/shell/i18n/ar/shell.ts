import type { Translation } from '../../../kernel/i18n/types';
import type { shell as english } from '../en/shell';

/** Arabic messages (see ../en/shell.ts). */
export const shell: Translation<typeof english> = {};
