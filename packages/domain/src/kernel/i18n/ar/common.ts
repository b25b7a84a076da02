import type { Translation } from '../types';
import type { common as english } from '../en/common';

/** Messages shared by every screen. */
export const common: Translation<typeof english> = {
  gaia_app_name: 'جايا',
  gaia_app_title: 'جايا للخدمة الذاتية',
  gaia_action_ok: 'موافق',
  gaia_action_cancel: 'إلغاء',
  gaia_action_close: 'إغلاق',
  gaia_field_required_marker: 'مطلوب',
  gaia_field_optional: 'اختياري',
  gaia_loading: 'جارٍ التحميل…',
  gaia_placeholder_empty: '--',
  gaia_validation_max_length: 'هذا الإدخال طويل جدًا.',
  gaia_tip_network_error: 'تعذّر الوصول إلى الخدمة. تحقّق من اتصالك وحاول مرة أخرى.',
  gaia_tip_timeout: 'استغرقت الخدمة وقتًا طويلًا في الرد. يُرجى المحاولة مرة أخرى.',
  gaia_tip_wrong_504: 'الخدمة مشغولة الآن. يُرجى المحاولة بعد قليل.',
  gaia_tip_bad_request: 'بعض المعلومات المرسلة ناقصة أو غير صالحة.',
  gaia_tip_server_error: 'حدث خطأ من جهتنا. يُرجى المحاولة مرة أخرى.',
  gaia_tip_session_expired: 'انتهت جلستك. يُرجى تسجيل الدخول مرة أخرى.',
  gaia_tip_maintenance: 'يجري تحديث النظام. يُرجى العودة بعد قليل.',
  gaia_tip_maintenance_title: 'تحديث النظام',
  gaia_page_load_failed_title: 'تعذّر تحميل هذه الصفحة',
  gaia_page_load_failed_message: 'تحقق من اتصالك، ثم حاول مرة أخرى.',
  gaia_action_try_again: 'حاول مرة أخرى',
};
