/** Messages of Units and balances (F3.4, F3.5). */
export const usage = {
  gaia_unit_kb: 'KB',
  gaia_unit_mb: 'MB',
  gaia_unit_gb: 'GB',
  gaia_unit_tb: 'TB',
  gaia_unit_minute: 'min',
  gaia_unit_sms: 'SMS',
  gaia_balance_spoken_left: '{{remaining}} of {{total}} {{unit}} left',
  gaia_balance_spoken_left_mixed: '{{remaining}} {{remainingUnit}} of {{total}} {{totalUnit}} left',
  gaia_balance_spoken_left_plain: '{{remaining}} of {{total}} left',
  gaia_balance_spoken_left_extra: '{{remaining}} {{remainingUnit}} left, including {{extra}} {{extraUnit}} extra',
  gaia_balance_spoken_left_extra_plain: '{{remaining}} left, including {{extra}} extra',
  gaia_balance_spoken_left_only: '{{remaining}} {{unit}} left',
  gaia_balance_spoken_left_only_plain: '{{remaining}} left',
  gaia_balance_spoken_unlimited: 'Unlimited',
  lb_purchase_successfully: 'Purchased successfully',
  lb_purchase_failure: 'Purchase failed',
} as const;
