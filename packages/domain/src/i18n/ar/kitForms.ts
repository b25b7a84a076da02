import type { Translation } from '../types';
import type { kitForms as english } from '../en/kitForms';

/** Messages of the kitForms area: the address form (F2.17) and the upload control (F2.18). */
export const kitForms: Translation<typeof english> = {
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
};
