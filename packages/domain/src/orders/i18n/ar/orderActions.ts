import type { Translation } from '../../../kernel/i18n/types';
import type { orderActions as english } from '../en/orderActions';

/** Messages of orders (see ../en/orderActions.ts). */
export const orderActions: Translation<typeof english> = {
  gaia_order_action_continue: 'متابعة',
  gaia_order_action_payment: 'الدفع',
  gaia_order_action_detail: 'التفاصيل',
  gaia_order_action_cancel: 'إلغاء',
  gaia_order_action_write_review: 'كتابة تقييم',
  gaia_order_action_continue_payment: 'متابعة الدفع',
  gaia_order_closing_soon: 'سيُغلق هذا الطلب قريبًا إذا لم يُدفع.',
  gaia_order_rejected_notice: 'رُفض هذا الطلب أو تعذّر إكماله.',
  gaia_order_time_completed: 'وقت الإكمال',
  gaia_order_time_cancelled: 'وقت الإلغاء',
  gaia_order_time_updated: 'وقت آخر تحديث',
  gaia_order_cancel_success: 'تم إلغاء الطلب بنجاح.',
  gaia_order_cancel_failure: 'تعذّر إلغاء الطلب.',
  gaia_order_rate_success: 'تم تقييم الخدمة بنجاح.',
  gaia_order_rate_failure: 'تعذّر إرسال تقييمك.',
  gaia_order_check_result_2: 'لم يتم استلام الدفعة بعد.',
  gaia_order_check_result_3: 'تجري معالجة دفعتك عبر المحفظة الإلكترونية. يُرجى التحقق بعد قليل.',
  gaia_order_check_please_wait_title: 'يُرجى الانتظار',
  gaia_order_check_oops_title: 'عذرًا',
  gaia_order_check_oops_content: 'حدث خطأ في هذه الدفعة. يُرجى المحاولة لاحقًا.',
};
