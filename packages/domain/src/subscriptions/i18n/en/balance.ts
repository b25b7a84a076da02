/**
 * Messages of the kitBalance area: the balance card, the subscriber info card, the top-up grid and
 * the bill amount field (F3.2, F3.4–F3.7, spec 03). Rule messages (units, spoken balances,
 * tip_amount_request, tip_paybill_amount_limit) live in portalKit.
 */
export const balance = {
  // Balance card (F3.4, F3.5)
  gaia_kitbalance_title: 'Balance',
  gaia_kitbalance_account: 'Account balance',
  gaia_kitbalance_extra: 'Other currency balance',
  gaia_kitbalance_items: 'Allowances',
  gaia_kitbalance_empty: 'No allowances to show.',
  gaia_kitbalance_booster: 'Booster',
  gaia_kitbalance_booster_for: 'Booster for {{name}}',
  gaia_kitbalance_expires: 'Valid until {{date}}',
  gaia_kitbalance_effective: 'Valid from {{date}}',
  gaia_kitbalance_expired: 'Expired on {{date}}',
  gaia_kitbalance_low: 'Almost used up',
  // Subscriber info card (F3.2)
  gaia_kitbalance_sub_title: 'My number',
  gaia_kitbalance_sub_number: 'Number',
  gaia_kitbalance_sub_state: 'Status',
  gaia_kitbalance_sub_plan: 'Plan',
  gaia_kitbalance_sub_balance: 'Balance',
  gaia_kitbalance_sub_credit_limit: 'Credit limit',
  gaia_kitbalance_sub_account: 'Account number',
  gaia_kitbalance_sub_activation: 'Activation time',
  gaia_kitbalance_sub_balances: 'Balances',
  gaia_kitbalance_sub_main_plan: 'Main plan',
  gaia_kitbalance_sub_effective: 'Effective from {{date}}',
  gaia_kitbalance_sub_points: 'Points',
  gaia_kitbalance_sub_main_line: 'Main line',
  gaia_kitbalance_sub_change: 'Change number',
  // Top-up (F3.6)
  gaia_kitbalance_topup_amount: 'Top-up amount',
  gaia_kitbalance_topup_currency: 'Currency',
  gaia_kitbalance_topup_custom: 'Other amount',
  // Bill payment (F3.7)
  gaia_kitbalance_bill_amount: 'Amount to pay',
  gaia_kitbalance_bill_edit: 'Edit amount',
} as const;
