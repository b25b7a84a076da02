import type { Translation } from '../types';
import type { feedback as english } from '../en/feedback';

/** Messages of the uiFeedback area. */
export const feedback: Translation<typeof english> = {
  // Tones
  gaia_feedback_tone_success: 'تمّ بنجاح',
  gaia_feedback_tone_error: 'خطأ',
  gaia_feedback_tone_warning: 'تحذير',
  gaia_feedback_tone_info: 'معلومة',
  gaia_feedback_tone_neutral: 'ملاحظة',
  // Toast
  gaia_feedback_toast_region: 'الإشعارات',
  gaia_feedback_toast_dismiss: 'إغلاق الإشعار',
  // LoadFailed
  gaia_feedback_load_failed: 'تعذّر تحميل هذا الجزء من الصفحة. تحقق من اتصالك، ثم أعد المحاولة.',
  gaia_feedback_load_failed_title: 'تعذّر فتح هذا',
  gaia_feedback_load_retry: 'إعادة المحاولة',
  // EmptyState
  gaia_feedback_empty_title: 'لا يوجد شيء هنا بعد',
  gaia_feedback_empty_description: 'عندما يتوفّر ما يُعرض، ستجده هنا.',
  // Avatar
  gaia_feedback_avatar_fallback: 'المستخدم',
  // Meter and ProgressBar
  gaia_feedback_meter_over: 'تجاوزتَ الحدّ المسموح به',
  gaia_feedback_meter_low: 'أوشك على النفاد',
  gaia_feedback_meter_unlimited: 'غير محدود',
  gaia_feedback_meter_remaining: 'متبقٍّ {{value}} من {{total}} {{unit}}',
  gaia_feedback_meter_used: 'مُستخدَم {{value}} من {{total}} {{unit}}',
  gaia_feedback_progress_complete: 'اكتمل',
  // CopyButton
  gaia_feedback_copy: 'نسخ',
  gaia_feedback_copy_success: 'تمّ النسخ إلى الحافظة.',
  gaia_feedback_copy_failed: 'تعذّر النسخ. حدّد النص وانسخه بنفسك.',
  // Examples
  gaia_feedback_example_show_toast: 'عرض الإشعار',
  gaia_feedback_example_show_error: 'عرض الخطأ',
  gaia_feedback_example_load_orders: 'تحميل الطلبات',
  gaia_feedback_example_orders_loaded: 'طلباتك محدّثة.',
  gaia_feedback_example_saved: 'تمّ حفظ التغييرات.',
  gaia_feedback_example_balance_updated: 'سيتمّ تحديث رصيدك خلال بضع دقائق.',
  gaia_feedback_example_orders_empty_title: 'لا توجد طلبات بعد',
  gaia_feedback_example_orders_empty_description: 'ستظهر هنا الطلبات التي تُجريها في المتجر.',
  gaia_feedback_example_browse_shop: 'تصفّح المتجر',
  gaia_feedback_example_main_plan: 'الباقة الأساسية',
  gaia_feedback_example_main_plan_body: 'الباقة الذكية لمدة 30 يومًا، تتجدّد في 12 يونيو.',
  gaia_feedback_example_buy_booster: 'شراء باقة إضافية',
  gaia_feedback_example_data: 'بيانات الجوال',
  gaia_feedback_example_voice: 'دقائق المكالمات',
  gaia_feedback_example_unit_gb: 'غيغابايت',
  gaia_feedback_example_unit_min: 'دقيقة',
  gaia_feedback_example_upload: 'جارٍ رفع نسخة الهوية',
  gaia_feedback_example_order_number: 'رقم الطلب',
  gaia_feedback_example_copy_order: 'نسخ رقم الطلب',
  gaia_feedback_example_copy_user_id: 'نسخ معرّف المستخدم',
  gaia_feedback_example_status_completed: 'مكتمل',
  gaia_feedback_example_status_awaiting_payment: 'بانتظار الدفع',
  gaia_feedback_example_status_closing_soon: 'سيُغلق قريبًا',
  gaia_feedback_example_status_cancelled: 'ملغى',
  gaia_feedback_example_status_in_progress: 'قيد التنفيذ',
  gaia_feedback_example_badge_individual: 'فرد',
  gaia_feedback_example_badge_corporate: 'شركة',
  gaia_feedback_example_badge_main_line: 'الخط الرئيسي',
  gaia_feedback_example_badge_new: 'جديد',
  gaia_feedback_example_badge_out_of_stock: 'غير متوفر',
};
