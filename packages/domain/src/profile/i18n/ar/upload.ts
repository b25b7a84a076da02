import type { Translation } from '../../../kernel/i18n/types';
import type { upload as english } from '../en/upload';

/** Messages of upload (see ../en/upload.ts). */
export const upload: Translation<typeof english> = {
  gaia_tip_file_type_not_supported: 'نوع الملف هذا غير مدعوم.',
  gaia_upload_file_empty: 'الملف فارغ.',
  gaia_upload_failed: 'فشل التحميل. يُرجى المحاولة مرة أخرى.',
  gaia_upload_action_upload: 'تحميل',
  gaia_upload_action_reupload: 'إعادة التحميل',
};
