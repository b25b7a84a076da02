/** Messages of Top-up and bill payment (F3.6, F3.7, spec 03 §5). */
export const payment = {
  tip_amount_request: 'Enter an amount from {{min}} to {{max}}.',
  gaia_topup_amount_at_least: 'Enter an amount of at least {{min}}.',
  gaia_topup_amount_at_most: 'Enter an amount above 0 and at most {{max}}.',
  gaia_topup_amount_positive: 'Enter an amount above 0.',
  tip_paybill_amount_limit: 'You can pay from {{min}} to {{max}}.',
} as const;
