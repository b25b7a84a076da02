import type { Translation } from '../../../kernel/i18n/types';
import type { numberSelection as english } from '../en/numberSelection';

/** Messages of number selection (see ../en/numberSelection.ts). */
export const numberSelection: Translation<typeof english> = {
  gaia_nbr_search_error_tip: 'أدخل 4 أحرف بالضبط للبحث.',
  gaia_onboarding_number_available: 'هذا الرقم لم يعد متاحًا. يُرجى اختيار رقم آخر.',
  gaia_nbr_empty_result: 'لم يُعثر على أرقام.',
  gaia_nbr_empty_try: 'جرّب البحث بـ 4 أحرف أخرى.',
  gaia_nbr_refresh: 'عرض أرقام أخرى',
};
