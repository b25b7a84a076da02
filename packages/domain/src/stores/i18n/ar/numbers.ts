import type { Translation } from '../../../kernel/i18n/types';
import type { numbers as english } from '../en/numbers';

/** Messages of the kitNumbers area. */
export const numbers: Translation<typeof english> = {
  // Number picker (F2.15)
  gaia_kitnumbers_picker_label: 'الأرقام المتاحة',
  gaia_kitnumbers_search_label: 'البحث عن رقم',
  gaia_kitnumbers_search_hint: 'أدخل 4 خانات من الرقم الذي تريده.',
  gaia_kitnumbers_search_action: 'بحث',
  gaia_kitnumbers_submit: 'تأكيد الرقم',
  gaia_kitnumbers_locked: 'رقمك: {{number}}',
  gaia_kitnumbers_loading: 'جارٍ تحميل الأرقام…',
  gaia_kitnumbers_state_i: 'غير نشط',
  gaia_kitnumbers_state_a: 'متاح',
  gaia_kitnumbers_state_l: 'مقفل',
  gaia_kitnumbers_state_c: 'مُفعّل',
  gaia_kitnumbers_state_t: 'منتهٍ',
  gaia_kitnumbers_state_r: 'محجوز',
  gaia_kitnumbers_state_p: 'منقول',
  gaia_kitnumbers_state_d: 'مُستبعَد',
  gaia_kitnumbers_state_b: 'مقفل ضمن دفعة',
  gaia_kitnumbers_state_unknown: 'غير متاح',
  // SIM card list (F2.16)
  gaia_kitnumbers_sim_label: 'شرائح SIM',
  gaia_kitnumbers_sim_serial: 'الرقم التسلسلي للشريحة ينتهي بـ {{last4}}',
  gaia_kitnumbers_sim_empty: 'لا توجد شرائح.',
  // Gender choice (F2.16)
  gaia_kitnumbers_gender_label: 'الجنس',
  gaia_kitnumbers_gender_male: 'ذكر',
  gaia_kitnumbers_gender_female: 'أنثى',
  // Signature pad (F2.16)
  gaia_kitnumbers_signature_label: 'التوقيع',
  gaia_kitnumbers_signature_mode: 'كيف تريد التوقيع؟',
  gaia_kitnumbers_signature_mode_draw: 'رسم',
  gaia_kitnumbers_signature_mode_type: 'كتابة اسمي',
  gaia_kitnumbers_signature_canvas: 'مساحة رسم التوقيع',
  gaia_kitnumbers_signature_instructions: 'ارسم توقيعك بالفأرة أو بإصبعك أو بالقلم، أو اختر كتابة اسمك.',
  gaia_kitnumbers_signature_typed_label: 'اسمك الكامل',
  gaia_kitnumbers_signature_clear: 'مسح',
  gaia_kitnumbers_signature_undo: 'تراجع',
  gaia_kitnumbers_signature_confirm: 'تأكيد التوقيع',
  gaia_kitnumbers_signature_modify: 'تعديل',
  gaia_kitnumbers_signature_confirmed: 'تم تأكيد التوقيع.',
  gaia_kitnumbers_signature_empty: 'لم يتم التوقيع بعد.',
  gaia_kitnumbers_signature_drawn: 'لم يتم تأكيد التوقيع بعد.',
};
