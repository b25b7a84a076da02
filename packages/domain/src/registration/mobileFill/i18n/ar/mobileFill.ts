import type { Translation } from '../../../../kernel/i18n/types';
import type { mobileFill as english } from '../en/mobileFill';

/** Arabic messages (see ../en/mobileFill.ts). */
export const mobileFill: Translation<typeof english> = {
  gaia_mobilefill_title: 'أضف رقم جوالك',
  gaia_mobilefill_intro: 'لا يوجد رقم جوال في حسابك بعد. أضف رقمًا لتصلك الرموز والإشعارات في رسائل نصية؛ سنرسل رمزًا لتأكيده.',
  gaia_mobilefill_mobile_label: 'رقم الجوال',
  gaia_mobilefill_mobile_hint: 'رقم من جايا، مثل 0771234567',
  gaia_mobilefill_mobile_taken: 'هذا الرقم مرتبط بحساب آخر. أدخل رقمًا مختلفًا.',
  gaia_mobilefill_code_required: 'أدخل الرمز الذي أرسلناه إلى هذا الرقم',
  gaia_mobilefill_code_digits: 'الرمز مكوّن من 6 أرقام',
  gaia_mobilefill_code_sent: 'أرسلنا رمزًا إلى {{mobile}}.',
  gaia_mobilefill_save: 'حفظ',
  gaia_mobilefill_later: 'لاحقًا',
  gaia_mobilefill_saved: 'تم حفظ رقم جوالك.',
};
