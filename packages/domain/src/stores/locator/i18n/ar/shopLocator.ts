import type { Translation } from '../../../../kernel/i18n/types';
import type { shopLocator as english } from '../en/shopLocator';

/** Arabic messages (see ../en/shopLocator.ts). */
export const shopLocator: Translation<typeof english> = {
  gaia_locator_title: 'اختر متجرًا',
  gaia_locator_back: 'رجوع',
  gaia_locator_confirm: 'تأكيد',
  gaia_locator_map_label: 'خريطة المتاجر',
  gaia_locator_city_label: 'المدينة',
  gaia_locator_city_placeholder: 'ابحث عن مدينة',
  gaia_locator_city_hint: 'اختر مدينة لعرض متاجرها؛ امسحها لعرض المتاجر القريبة منك.',
  gaia_locator_city_clear: 'مسح المدينة',
  gaia_locator_shop_list_label: 'المتاجر',
  gaia_locator_out_of_stock: 'غير متوفر',
  gaia_locator_in_stock: 'متوفر',
  gaia_locator_marker_label: 'فرع {{name}}',
  gaia_locator_marker_label_no_stock: '{{name}}، غير متوفر',
  gaia_locator_distance_km: 'على بعد {{km}} كم',
  gaia_locator_info_address: 'العنوان',
  gaia_locator_info_phone: 'الهاتف',
  gaia_locator_info_hours: 'ساعات العمل',
  gaia_locator_hours_line: '{{days}}: من {{open}} إلى {{close}}',
  gaia_locator_hours_unknown: 'اسأل المتجر عن ساعات عمله.',
  gaia_locator_loading: 'جارٍ تحميل المتاجر…',
  gaia_locator_locating: 'جارٍ تحديد موقعك…',
  gaia_locator_scope_near: 'المتاجر القريبة منك، الأقرب أولًا.',
  gaia_locator_scope_all: 'لا يوجد متجر قريب من هذه النقطة، لذا تُعرض جميع المتاجر.',
  gaia_locator_scope_city: 'المتاجر في {{city}}.',
  gaia_locator_location_default:
    'تعذّر تحديد موقعك، لذا تُعرض المتاجر من وسط المدينة. اختر مدينة للبحث في مكان آخر.',
  gaia_locator_no_shops_title: 'لم يتم العثور على متاجر',
  gaia_locator_no_shops_text: 'لا يوجد متجر هنا بعد. جرّب مدينة أخرى، أو ارجع.',
  gaia_locator_no_stock_title: 'غير متوفر في المتاجر القريبة',
  gaia_locator_no_stock_text:
    'لا يتوفر لدى أي من هذه المتاجر كل الأصناف. جرّب مدينة أخرى، أو ارجع وغيّر أصنافك.',
  gaia_locator_selected_out_of_stock:
    'هذا المتجر لا يتوفر لديه ما طلبته. اختر متجرًا عليه علامة متوفر.',
  gaia_locator_choose_shop: 'اختر متجرًا للمتابعة.',
  gaia_locator_show_nearby: 'عرض المتاجر القريبة مني',
  gaia_locator_load_failed: 'تعذّر تحميل المتاجر.',
  gaia_locator_unknown_shop: 'هذا المتجر غير موجود.',
};
