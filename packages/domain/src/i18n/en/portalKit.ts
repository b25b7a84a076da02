/**
 * Messages of the portalKit area: the rules of the kit components (number picker, SIM card list,
 * address form, upload control, balance card, top-up, bill payment, orders). Keys the documents
 * name are kept as they are (tip_amount_request, gaia_nbr_search_error_tip …); the others follow
 * gaia_<area>_<what>.
 */
export const portalKit = {
  // Number selection (F2.15, spec 02 §5, §8)
  gaia_nbr_search_error_tip: 'Enter exactly 4 characters to search.',
  gaia_onboarding_number_available: 'This number is no longer available. Please choose another one.',
  gaia_nbr_empty_result: 'No numbers found.',
  gaia_nbr_empty_try: 'Try searching with 4 other characters.',
  gaia_nbr_refresh: 'Show other numbers',

  // Delivery address (F2.17, spec 02 §2, §5, §8)
  gaia_address_title_add: 'Add delivery address',
  gaia_address_title_edit: 'Edit delivery address',
  gaia_address_add_success: 'Address added.',
  gaia_address_edit_success: 'Address updated.',
  gaia_address_save_failed: 'Failed',
  gaia_address_receiver_required: 'Receiver name is required.',
  gaia_address_receiver_max: 'The receiver name can have at most 60 characters.',
  gaia_address_receiver_invalid: 'Enter the receiver name using letters only.',
  gaia_address_contact_required: 'Contact number is required.',
  gaia_address_contact_max: 'The contact number can have at most 30 digits.',
  gaia_address_contact_invalid: 'Enter a valid contact number.',
  gaia_address_alternate_required: 'Alternate contact number is required.',
  gaia_address_alternate_max: 'The alternate contact number can have at most 30 digits.',
  gaia_address_alternate_invalid: 'Enter a valid alternate contact number.',
  gaia_address_detail_required: 'Address detail is required.',
  gaia_address_detail_max: 'The address detail can have at most 300 characters.',
  gaia_address_area_max: 'The area can have at most 150 characters.',
  gaia_address_comments_max: 'Comments can have at most 300 characters.',
  gaia_address_postcode_required: 'Postal code is required.',
  gaia_address_postcode_invalid: 'Enter the full postal code.',
  tip_postcode_notexist: 'No address was found for this postal code.',
  gaia_address_display_required: 'Choose an address.',
  gaia_address_field_required: '{{label}} is required.',
  gaia_address_field_invalid: 'Enter a valid value.',
  gaia_address_field_max: 'This entry is too long.',

  // Upload (F2.18, spec 02 §4, §8)
  gaia_tip_file_type_not_supported: 'This file type is not supported.',
  gaia_upload_file_empty: 'The file is empty.',
  gaia_upload_failed: 'The upload failed. Please try again.',
  gaia_upload_action_upload: 'Upload',
  gaia_upload_action_reupload: 'Re-upload',

  // Units and balances (F3.4, F3.5)
  gaia_unit_kb: 'KB',
  gaia_unit_mb: 'MB',
  gaia_unit_gb: 'GB',
  gaia_unit_tb: 'TB',
  gaia_unit_minute: 'min',
  gaia_unit_sms: 'SMS',
  gaia_balance_spoken_left: '{{remaining}} of {{total}} {{unit}} left',
  gaia_balance_spoken_left_mixed: '{{remaining}} {{remainingUnit}} of {{total}} {{totalUnit}} left',
  gaia_balance_spoken_left_plain: '{{remaining}} of {{total}} left',
  gaia_balance_spoken_unlimited: 'Unlimited',
  lb_purchase_successfully: 'Purchased successfully',
  lb_purchase_failure: 'Purchase failed',

  // Top-up and bill payment (F3.6, F3.7, spec 03 §5)
  tip_amount_request: 'Enter an amount from {{min}} to {{max}}.',
  gaia_topup_amount_at_least: 'Enter an amount of at least {{min}}.',
  gaia_topup_amount_at_most: 'Enter an amount above 0 and at most {{max}}.',
  gaia_topup_amount_positive: 'Enter an amount above 0.',
  tip_paybill_amount_limit: 'You can pay from {{min}} to {{max}}.',

  // Orders (F3.14–F3.16, spec 03 §2, §4, §8)
  gaia_order_action_continue: 'Continue',
  gaia_order_action_payment: 'Payment',
  gaia_order_action_detail: 'Detail',
  gaia_order_action_cancel: 'Cancel',
  gaia_order_action_write_review: 'Write review',
  gaia_order_action_continue_payment: 'Continue payment',
  gaia_order_closing_soon: 'This order will close soon if it is not paid.',
  gaia_order_rejected_notice: 'This order was rejected or could not be completed.',
  gaia_order_time_completed: 'Completed time',
  gaia_order_time_cancelled: 'Cancel time',
  gaia_order_time_updated: 'Last update time',
  gaia_order_cancel_success: 'Order cancelled successfully.',
  gaia_order_cancel_failure: 'The order could not be cancelled.',
  gaia_order_rate_success: 'Service rated successfully.',
  gaia_order_rate_failure: 'Your rating could not be sent.',
  gaia_order_check_result_2: 'The payment has not been received yet.',
  gaia_order_check_result_3: 'Your mobile-money payment is being processed. Please check back in a moment.',
  gaia_order_check_please_wait_title: 'Please wait',
  gaia_order_check_oops_title: 'Oops',
  gaia_order_check_oops_content: 'Something went wrong with this payment. Please try again later.',
} as const;
