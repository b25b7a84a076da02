import type { Translation } from '../../../kernel/i18n/types';
import type { deliveryAddress as english } from '../en/deliveryAddress';

/** Messages of delivery address (see ../en/deliveryAddress.ts). */
export const deliveryAddress: Translation<typeof english> = {
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
};
