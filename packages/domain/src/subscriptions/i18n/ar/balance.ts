import type { Translation } from '../../../kernel/i18n/types';
import type { balance as english } from '../en/balance';

/** Messages of the kitBalance area. */
export const balance: Translation<typeof english> = {
  // Balance card (F3.4, F3.5)
  gaia_kitbalance_title: 'الرصيد',
  gaia_kitbalance_account: 'رصيد الحساب',
  gaia_kitbalance_extra: 'رصيد العملة الأخرى',
  gaia_kitbalance_items: 'الباقات المتاحة',
  gaia_kitbalance_empty: 'لا توجد باقات لعرضها.',
  gaia_kitbalance_booster: 'معزِّز',
  gaia_kitbalance_booster_for: 'معزِّز لـ {{name}}',
  gaia_kitbalance_expires: 'صالح حتى {{date}}',
  gaia_kitbalance_effective: 'صالح من {{date}}',
  gaia_kitbalance_expired: 'انتهت في {{date}}',
  gaia_kitbalance_low: 'أوشك على النفاد',
  // Subscriber info card (F3.2)
  gaia_kitbalance_sub_title: 'رقمي',
  gaia_kitbalance_sub_number: 'الرقم',
  gaia_kitbalance_sub_state: 'الحالة',
  gaia_kitbalance_sub_plan: 'الباقة',
  gaia_kitbalance_sub_balance: 'الرصيد',
  gaia_kitbalance_sub_credit_limit: 'حد الائتمان',
  gaia_kitbalance_sub_account: 'رقم الحساب',
  gaia_kitbalance_sub_activation: 'وقت التفعيل',
  gaia_kitbalance_sub_balances: 'الأرصدة',
  gaia_kitbalance_sub_main_plan: 'الباقة الأساسية',
  gaia_kitbalance_sub_effective: 'سارية من {{date}}',
  gaia_kitbalance_sub_points: 'النقاط',
  gaia_kitbalance_sub_main_line: 'الخط الرئيسي',
  gaia_kitbalance_sub_change: 'تغيير الرقم',
  // Top-up (F3.6)
  gaia_kitbalance_topup_amount: 'مبلغ إعادة الشحن',
  gaia_kitbalance_topup_currency: 'العملة',
  gaia_kitbalance_topup_custom: 'مبلغ آخر',
  // Bill payment (F3.7)
  gaia_kitbalance_bill_amount: 'المبلغ المطلوب دفعه',
  gaia_kitbalance_bill_edit: 'تعديل المبلغ',
};
