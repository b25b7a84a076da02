import type { Translation } from '../types';
import type { overlays as english } from '../en/overlays';

/** Messages of the uiOverlays area: Modal, Drawer, the recurring dialogs, Pagination and Table. */
export const overlays: Translation<typeof english> = {
  gaia_dialog_confirm: 'تأكيد',
  gaia_dialog_confirm_title: 'هل أنت متأكد؟',
  gaia_dialog_agree: 'أوافق',
  gaia_dialog_terms_title: 'الشروط والأحكام',
  gaia_dialog_privacy_title: 'سياسة الخصوصية',
  gaia_dialog_content_loading: 'جارٍ تحميل المحتوى…',
  gaia_dialog_result_success: 'تمت العملية بنجاح',
  gaia_dialog_result_oops: 'عذرًا! حدث خطأ ما.',
  gaia_dialog_result_try_again: 'لم تنجح العملية. يُرجى المحاولة مرة أخرى.',
  gaia_dialog_try_again: 'حاول مرة أخرى',
  gaia_pagination_label: 'ترقيم الصفحات',
  gaia_pagination_previous: 'الصفحة السابقة',
  gaia_pagination_next: 'الصفحة التالية',
  gaia_pagination_page: 'الصفحة {{page}}',
  gaia_pagination_status: 'الصفحة {{page}} من {{count}}',
  gaia_table_total: 'الإجمالي: {{count}} سجل',
  gaia_table_export: 'تصدير',
  gaia_table_copy: 'نسخ {{value}}',
  gaia_table_copied: 'تم النسخ',
  gaia_table_copy_failed: 'تعذّر النسخ. يُرجى تحديد النص ونسخه.',
  gaia_table_empty: 'لا توجد سجلات',
  gaia_table_loading: 'جارٍ تحميل السجلات…',
};
