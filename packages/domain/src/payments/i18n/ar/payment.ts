import type { Translation } from '../../../kernel/i18n/types';
import type { payment as english } from '../en/payment';

/** Messages of top-up and bill payment (see ../en/payment.ts). */
export const payment: Translation<typeof english> = {
  tip_amount_request: 'أدخل مبلغًا من {{min}} إلى {{max}}.',
  gaia_topup_amount_at_least: 'أدخل مبلغًا لا يقل عن {{min}}.',
  gaia_topup_amount_at_most: 'أدخل مبلغًا أكبر من 0 ولا يزيد عن {{max}}.',
  gaia_topup_amount_positive: 'أدخل مبلغًا أكبر من 0.',
  tip_paybill_amount_limit: 'يمكنك دفع مبلغ من {{min}} إلى {{max}}.',
};
