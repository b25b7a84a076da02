import type { Translation } from '../../../kernel/i18n/types';
import type { orders as english } from '../en/orders';

/** Messages of the kitOrders area. */
export const orders: Translation<typeof english> = {
  // Order card
  gaia_kitorders_event_type: 'نوع الطلب',
  gaia_kitorders_card_title: 'الطلب {{orderNbr}}',
  gaia_kitorders_open_detail: 'فتح الطلب {{orderNbr}}',
  gaia_kitorders_created_time: 'وقت الإنشاء',
  gaia_kitorders_order_number: 'رقم الطلب',
  gaia_kitorders_copy_order_number: 'نسخ رقم الطلب',
  gaia_kitorders_amount: 'المبلغ',
  gaia_kitorders_goods: 'السلع المشتراة',
  gaia_kitorders_goods_qty: 'الكمية {{qty}}',
  gaia_kitorders_package_change: 'تغيير الباقة',
  gaia_kitorders_package_old: 'الباقة القديمة',
  gaia_kitorders_package_new: 'الباقة الجديدة',
  gaia_kitorders_timeline: 'مراحل الطلب',
  gaia_kitorders_step_problem: 'مشكلة',
  gaia_kitorders_actions: 'إجراءات الطلب',
  // Payment countdown
  gaia_kitorders_countdown_label: 'الوقت المتبقي للدفع',
  gaia_kitorders_countdown_started: 'ادفع خلال {{time}} وإلا سيُغلق الطلب.',
  gaia_kitorders_countdown_expired: 'انتهى وقت الدفع.',
  // Cancel and rate dialogs
  gaia_kitorders_cancel_title: 'إلغاء الطلب',
  gaia_kitorders_cancel_message: 'هل تريد إلغاء الطلب {{orderNbr}}؟',
  gaia_kitorders_keep: 'الإبقاء على الطلب',
  gaia_kitorders_submit: 'إرسال',
  gaia_kitorders_remarks: 'ملاحظات',
  gaia_kitorders_remarks_hint: 'حتى {{max}} حرفًا.',
  gaia_kitorders_remarks_counter: '{{count}} من {{max}} حرفًا',
  gaia_kitorders_rate_title: 'تقييم الخدمة',
  gaia_kitorders_rating: 'التقييم',
  gaia_kitorders_star_1: 'نجمة واحدة',
  gaia_kitorders_star_n: '{{count}} نجوم',
  // eSIM
  gaia_kitorders_esim_title: 'تفعيل الشريحة الإلكترونية',
  gaia_kitorders_esim_qr: 'رمز QR لتفعيل الشريحة الإلكترونية',
  gaia_kitorders_esim_hint: 'امسح هذا الرمز بهاتفك لتثبيت الشريحة الإلكترونية.',
  gaia_kitorders_esim_code: 'رمز التفعيل',
};
