import type { Translation } from '../../../kernel/i18n/types';
import type { usage as english } from '../en/usage';

/** Messages of units and balances (see ../en/usage.ts). */
export const usage: Translation<typeof english> = {
  gaia_unit_kb: 'كيلوبايت',
  gaia_unit_mb: 'ميغابايت',
  gaia_unit_gb: 'غيغابايت',
  gaia_unit_tb: 'تيرابايت',
  gaia_unit_minute: 'دقيقة',
  gaia_unit_sms: 'رسالة',
  gaia_balance_spoken_left: 'متبقٍّ {{remaining}} من {{total}} {{unit}}',
  gaia_balance_spoken_left_mixed: 'متبقٍّ {{remaining}} {{remainingUnit}} من {{total}} {{totalUnit}}',
  gaia_balance_spoken_left_plain: 'متبقٍّ {{remaining}} من {{total}}',
  gaia_balance_spoken_left_extra: 'متبقٍّ {{remaining}} {{remainingUnit}}، منها {{extra}} {{extraUnit}} فوق الباقة',
  gaia_balance_spoken_left_extra_plain: 'متبقٍّ {{remaining}}، منها {{extra}} فوق الباقة',
  gaia_balance_spoken_left_only: 'متبقٍّ {{remaining}} {{unit}}',
  gaia_balance_spoken_left_only_plain: 'متبقٍّ {{remaining}}',
  gaia_balance_spoken_unlimited: 'غير محدود',
  lb_purchase_successfully: 'تم الشراء بنجاح',
  lb_purchase_failure: 'فشل الشراء',
};
