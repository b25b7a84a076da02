import type { Translation } from '../types';
import type { forms as english } from '../en/forms';

/**
 * Messages of the kitForms area: the address form (F2.17), the upload control (F2.18), and the
 * telecom components (phone number, shared-bundle meter, feedback screens, error summary).
 */
export const forms: Translation<typeof english> = {
  // AddressForm (F2.17, spec 02 §2, §4)
  gaia_kitforms_address_receiver: 'اسم المستلم',
  gaia_kitforms_address_contact: 'رقم الاتصال',
  gaia_kitforms_address_alternate: 'رقم اتصال بديل',
  gaia_kitforms_address_postcode: 'الرمز البريدي',
  gaia_kitforms_address_postcode_looking_up: 'جارٍ البحث عن الرمز البريدي…',
  gaia_kitforms_address_postcode_found: 'تم العثور على العنوان: {{address}}',
  gaia_kitforms_address_display: 'العنوان',
  gaia_kitforms_address_choose: 'اختيار العنوان',
  gaia_kitforms_address_levels: 'اختر حتى المستوى {{level}}.',
  gaia_kitforms_address_area: 'المنطقة',
  gaia_kitforms_address_detail: 'تفاصيل العنوان',
  gaia_kitforms_address_default: 'تعيين كعنوان افتراضي',
  gaia_kitforms_address_comments: 'ملاحظات',
  gaia_kitforms_address_optional: 'اختياري',
  gaia_kitforms_address_save: 'حفظ',
  // UploadControl (F2.18, spec 02 §4, §5)
  gaia_kitforms_upload_uploading: 'جارٍ رفع {{name}}…',
  gaia_kitforms_upload_done: 'تم رفع {{name}}.',
  gaia_kitforms_upload_error: 'تعذّر الرفع: {{message}}',
  gaia_kitforms_upload_remove: 'إزالة {{name}}',
  gaia_kitforms_upload_retry: 'إعادة المحاولة',
  gaia_kitforms_upload_preview: 'معاينة {{name}}',
  gaia_kitforms_upload_allowed: 'الأنواع المسموح بها: {{types}}',
  // Examples used by the stories
  gaia_kitforms_example_upload_label: 'إثبات العنوان',
  gaia_kitforms_example_upload_help: 'فاتورة خدمات أو كشف حساب بنكي من آخر ثلاثة أشهر.',
  gaia_kitforms_example_building: 'رقم المبنى',
  gaia_kitforms_example_building_placeholder: 'مثال: 12',
  gaia_kitforms_example_building_required: 'أدخل رقم المبنى.',
  gaia_kitforms_example_landmark: 'أقرب معلم',
  // PhoneNumberField: a country calling code and the national number
  gaia_kitforms_phone_label: 'رقم الجوال',
  gaia_kitforms_phone_country: 'رمز الدولة',
  gaia_kitforms_phone_number: 'الرقم',
  gaia_kitforms_phone_country_option: '{{country}} {{dialCode}}',
  gaia_kitforms_phone_error_required: 'أدخل رقم الجوال.',
  gaia_kitforms_phone_error_country: 'اختر رمز الدولة.',
  gaia_kitforms_phone_error_length: 'أدخل {{lengths}} أرقام بعد {{dialCode}}.',
  // SegmentedMeter: a shared bundle used by several lines
  gaia_kitforms_segmeter_value: 'تم استخدام {{used}} من {{total}} {{unit}}، والمتبقي {{left}} {{unit}}',
  gaia_kitforms_segmeter_amount: '{{amount}}\u00a0{{unit}}',
  gaia_kitforms_segmeter_left: 'المتبقي {{amount}} {{unit}}',
  gaia_kitforms_segmeter_remaining: 'المتبقي',
  gaia_kitforms_segmeter_legend: 'الاستخدام حسب الخط',
  gaia_kitforms_segmeter_over: 'تم استخدام {{amount}} {{unit}} بما يتجاوز الحصة المشتركة.',
  // FeedbackScreen: full-page outcomes
  gaia_kitforms_feedback_success_title: 'تم بنجاح',
  gaia_kitforms_feedback_error_title: 'حدث خطأ ما',
  gaia_kitforms_feedback_info_title: 'معلومة مهمة',
  // ErrorSummary: the form-level list of problems
  gaia_kitforms_error_summary_title: 'هناك مشكلة',
  gaia_kitforms_error_summary_count: 'عدد الحقول التي تحتاج إلى انتباهك: {{count}}.',
  // Examples of the telecom components used by the stories
  gaia_kitforms_example_family_data: 'باقة بيانات العائلة',
  gaia_kitforms_example_unit_gb: 'غيغابايت',
  gaia_kitforms_example_line_me: 'أنت',
  gaia_kitforms_example_line_partner: 'الشريك',
  gaia_kitforms_example_line_child: 'الابن',
  gaia_kitforms_example_line_tablet: 'الجهاز اللوحي',
  gaia_kitforms_example_signup_title: 'إنشاء حسابك',
  gaia_kitforms_example_signup_submit: 'إنشاء الحساب',
  gaia_kitforms_example_signup_done_title: 'حسابك جاهز',
  gaia_kitforms_example_signup_done_text: 'يمكنك الآن تسجيل الدخول برقم جوالك.',
  gaia_kitforms_example_signup_sign_in: 'الانتقال إلى تسجيل الدخول',
  gaia_kitforms_example_home: 'العودة إلى الرئيسية',
  gaia_kitforms_example_pay_title: 'ادفع فاتورتك',
  gaia_kitforms_example_pay_submit: 'ادفع الآن',
  gaia_kitforms_example_pay_failed_title: 'فشل الدفع',
  gaia_kitforms_example_pay_failed_text: 'تم رفض بطاقتك ولم يُخصم أي مبلغ. حاول مرة أخرى أو استخدم بطاقة أخرى.',
  gaia_kitforms_example_try_again: 'حاول مرة أخرى',
  gaia_kitforms_example_maintenance_title: 'إعادة الشحن متوقفة الليلة',
  gaia_kitforms_example_maintenance_text: 'تجري صيانة مخطط لها من 01:00 إلى 03:00. رصيدك في أمان.',
  gaia_kitforms_example_fullname: 'الاسم الكامل',
  gaia_kitforms_example_fullname_required: 'أدخل اسمك الكامل.',
  gaia_kitforms_example_terms: 'أوافق على شروط الخدمة',
  gaia_kitforms_example_terms_required: 'وافق على شروط الخدمة للمتابعة.',
};
