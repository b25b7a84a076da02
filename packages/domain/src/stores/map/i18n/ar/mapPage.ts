import type { Translation } from '../../../../kernel/i18n/types';
import type { mapPage as english } from '../en/mapPage';

/** Arabic messages (see ../en/mapPage.ts). */
export const mapPage: Translation<typeof english> = {
  gaia_map_zoom_in: 'تكبير',
  gaia_map_zoom_out: 'تصغير',
  gaia_map_title_coverage: 'التحقق من التغطية',
  gaia_map_title_address: 'اختيار العنوان',
  gaia_map_region_label: 'الخريطة: اختر نقطة لتحديد عنوانها',
  gaia_map_intro: 'اختر نقطة على الخريطة، أو اختر عنوانًا معتمدًا من القائمة أدناه.',
  gaia_map_skip: 'تخطٍّ',
  gaia_map_next: 'التالي',
  gaia_map_back: 'رجوع',
  gaia_map_unavailable_title: 'الخدمة غير متاحة',
  gaia_map_check_coverage_fail: 'فشل التحقق من التغطية: لا توجد تغطية للشبكة في هذا العنوان بعد.',
  gaia_map_close: 'إغلاق',
  gaia_map_register: 'التسجيل',
  gaia_map_chosen_address: 'العنوان المختار',
  gaia_map_no_address_chosen: 'لم يتم اختيار عنوان بعد.',
  gaia_map_chosen_marker: 'العنوان المختار: {{address}}',
  gaia_map_covered: 'خبر سار: هذا العنوان مغطى (أقرب برج {{tower}}).',
  gaia_map_checking: 'جارٍ التحقق من العنوان…',
  gaia_map_locating: 'جارٍ تحديد موقعك…',
  gaia_map_location_unavailable: 'موقعك غير متاح، لذا تبدأ الخريطة من المركز الافتراضي.',
  gaia_map_offline_base: 'تعذّر الوصول إلى خادم الخرائط: تُعرض الخريطة المدمجة.',
  gaia_map_no_address_here: 'لا يوجد عنوان معتمد قرب هذه النقطة. اختر نقطة أخرى أو اختر عنوانًا من القائمة.',
  gaia_map_lookup_failed: 'تعذّر البحث عن العنوان. تحقّق من اتصالك وحاول مرة أخرى.',
  gaia_map_list_heading: 'الاختيار من القائمة',
  gaia_map_search_label: 'البحث في العناوين',
  gaia_map_list_empty: 'لا يوجد عنوان يطابق بحثك.',
  gaia_map_list_failed: 'تعذّر تحميل قائمة العناوين.',
  gaia_map_retry: 'حاول مرة أخرى',
};
