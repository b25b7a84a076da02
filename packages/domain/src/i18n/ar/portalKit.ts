import type { Translation } from '../types';
import type { portalKit as english } from '../en/portalKit';

/** Messages of the portalKit area (see ../en/portalKit.ts). */
export const portalKit: Translation<typeof english> = {
  // Number selection
  gaia_nbr_search_error_tip: 'أدخل 4 أحرف بالضبط للبحث.',
  gaia_onboarding_number_available: 'هذا الرقم لم يعد متاحًا. يُرجى اختيار رقم آخر.',
  gaia_nbr_empty_result: 'لم يُعثر على أرقام.',
  gaia_nbr_empty_try: 'جرّب البحث بـ 4 أحرف أخرى.',
  gaia_nbr_refresh: 'عرض أرقام أخرى',

  // Delivery address
  gaia_address_title_add: 'إضافة عنوان توصيل',
  gaia_address_title_edit: 'تعديل عنوان التوصيل',
  gaia_address_add_success: 'تمت إضافة العنوان.',
  gaia_address_edit_success: 'تم تحديث العنوان.',
  gaia_address_save_failed: 'فشل',
  gaia_address_receiver_required: 'اسم المستلم مطلوب.',
  gaia_address_receiver_max: 'يمكن أن يتكوّن اسم المستلم من 60 حرفًا كحد أقصى.',
  gaia_address_receiver_invalid: 'أدخل اسم المستلم بالأحرف فقط.',
  gaia_address_contact_required: 'رقم الاتصال مطلوب.',
  gaia_address_contact_max: 'يمكن أن يتكوّن رقم الاتصال من 30 رقمًا كحد أقصى.',
  gaia_address_contact_invalid: 'أدخل رقم اتصال صالحًا.',
  gaia_address_alternate_required: 'رقم الاتصال البديل مطلوب.',
  gaia_address_alternate_max: 'يمكن أن يتكوّن رقم الاتصال البديل من 30 رقمًا كحد أقصى.',
  gaia_address_alternate_invalid: 'أدخل رقم اتصال بديلًا صالحًا.',
  gaia_address_detail_required: 'تفاصيل العنوان مطلوبة.',
  gaia_address_detail_max: 'يمكن أن تتكوّن تفاصيل العنوان من 300 حرف كحد أقصى.',
  gaia_address_area_max: 'يمكن أن تتكوّن المنطقة من 150 حرفًا كحد أقصى.',
  gaia_address_comments_max: 'يمكن أن تتكوّن الملاحظات من 300 حرف كحد أقصى.',
  gaia_address_postcode_required: 'الرمز البريدي مطلوب.',
  gaia_address_postcode_invalid: 'أدخل الرمز البريدي كاملًا.',
  tip_postcode_notexist: 'لم يُعثر على عنوان لهذا الرمز البريدي.',
  gaia_address_display_required: 'اختر عنوانًا.',
  gaia_address_field_required: '{{label}} مطلوب.',
  gaia_address_field_invalid: 'أدخل قيمة صالحة.',
  gaia_address_field_max: 'هذا الإدخال طويل جدًا.',

  // Upload
  gaia_tip_file_type_not_supported: 'نوع الملف هذا غير مدعوم.',
  gaia_upload_file_empty: 'الملف فارغ.',
  gaia_upload_failed: 'فشل التحميل. يُرجى المحاولة مرة أخرى.',
  gaia_upload_action_upload: 'تحميل',
  gaia_upload_action_reupload: 'إعادة التحميل',

  // Units and balances
  gaia_unit_kb: 'كيلوبايت',
  gaia_unit_mb: 'ميغابايت',
  gaia_unit_gb: 'غيغابايت',
  gaia_unit_tb: 'تيرابايت',
  gaia_unit_minute: 'دقيقة',
  gaia_unit_sms: 'رسالة',
  gaia_balance_spoken_left: 'متبقٍّ {{remaining}} من {{total}} {{unit}}',
  gaia_balance_spoken_left_mixed: 'متبقٍّ {{remaining}} {{remainingUnit}} من {{total}} {{totalUnit}}',
  gaia_balance_spoken_left_plain: 'متبقٍّ {{remaining}} من {{total}}',
  gaia_balance_spoken_unlimited: 'غير محدود',
  lb_purchase_successfully: 'تم الشراء بنجاح',
  lb_purchase_failure: 'فشل الشراء',

  // Top-up and bill payment
  tip_amount_request: 'أدخل مبلغًا من {{min}} إلى {{max}}.',
  gaia_topup_amount_at_least: 'أدخل مبلغًا لا يقل عن {{min}}.',
  gaia_topup_amount_at_most: 'أدخل مبلغًا أكبر من 0 ولا يزيد عن {{max}}.',
  gaia_topup_amount_positive: 'أدخل مبلغًا أكبر من 0.',
  tip_paybill_amount_limit: 'يمكنك دفع مبلغ من {{min}} إلى {{max}}.',

  // Orders
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
