/** Messages shared by every screen. */
export const common = {
  gaia_app_name: 'GAIA',
  gaia_action_ok: 'OK',
  gaia_action_cancel: 'Cancel',
  gaia_action_close: 'Close',
  gaia_field_required_marker: 'required',
  gaia_field_optional: 'optional',
  gaia_loading: 'Loading…',
  gaia_placeholder_empty: '--',
  gaia_validation_max_length: 'This entry is too long.',
  gaia_tip_network_error: 'We could not reach the service. Check your connection and try again.',
  gaia_tip_timeout: 'The service took too long to answer. Please try again.',
  gaia_tip_wrong_504: 'The service is busy right now. Please try again in a moment.',
  gaia_tip_bad_request: 'Some of the information sent was missing or not valid.',
  gaia_tip_server_error: 'Something went wrong on our side. Please try again.',
  gaia_tip_session_expired: 'Your session has ended. Please sign in again.',
  gaia_tip_maintenance: 'The system is being updated. Please come back shortly.',
} as const;
