/** Messages: The signed-in shell: menus, permissions, explore and limited access (spec 03 F3.1, F3.12, F3.13). */
export const shell = {
  // Header panel (F3.1)
  gaia_shell_panel_open: 'Account panel',
  gaia_shell_panel_title: 'My account',
  gaia_shell_product_id: 'Product ID',
  gaia_shell_face_information: 'Face information',
  gaia_shell_terms: 'Terms and conditions',
  gaia_shell_privacy: 'Privacy policy',
  // Left menu (F3.1); the names the sandbox's /ecare/menu/list sends
  gaia_shell_menu_label: 'Main menu',
  gaia_shell_menu_home: 'Home',
  gaia_shell_menu_details: 'My details',
  gaia_shell_menu_operation_log: 'Operation log',
  gaia_shell_menu_request_lines: 'Request new lines',
  gaia_shell_menu_orders: 'My orders',
  gaia_shell_menu_top_up: 'Top up',
  gaia_shell_menu_shop: 'Shop',
  // Explore mode (F3.1)
  gaia_shell_explore_notice: 'You are browsing without signing in. Sign in to see your own lines and services.',
  gaia_shell_explore_sign_in: 'Sign in',
  gaia_shell_sign_in_needed: 'Sign in to see this page.',
  // Limited access and permissions (F3.1)
  gaia_shell_limited_title: 'Limited access',
  gaia_shell_limited_body:
    'Online services for your account are limited for now. Visit a shop or call customer care to restore full access.',
  gaia_shell_limited_home: 'Go to My Profile',
  gaia_shell_not_permitted_title: 'Not available',
  gaia_shell_not_permitted_body: 'Your account does not have access to this page.',
  // Request-line-count modal (F3.12)
  gaia_shell_lines_title: 'Request new lines',
  gaia_shell_lines_count: 'Number of lines',
  gaia_shell_lines_hint: 'You can request from 1 to {{max}} lines.',
  gaia_shell_lines_none_left: 'You cannot request more lines now: your account already holds the most lines allowed.',
  gaia_shell_lines_confirm: 'Confirm',
  gaia_shell_lines_loading: 'Checking how many lines you can request…',
  gaia_shell_lines_load_failed: 'We could not check how many lines you can request.',
  gaia_shell_lines_requested: 'Your request for {{count}} new lines has been received.',
  gaia_shell_lines_request_failed: 'Your request could not be sent. Please try again.',
  // Operation log (F3.13)
  gaia_shell_operation_log_title: 'Operation log',
  gaia_shell_operation_log_failed: 'The operation log could not be loaded.',
  gaia_shell_operation_log_export_failed: 'The operation log could not be exported. Please try again.',
  // The sandbox's operation log columns and trade types (sent as text in the user's language)
  gaia_shell_log_trade_type: 'Transaction',
  gaia_shell_log_acc_nbr: 'Account number',
  gaia_shell_log_service_nbr: 'Service number',
  gaia_shell_log_channel: 'Channel',
  gaia_shell_log_created: 'Date and time',
  gaia_shell_log_effective: 'Effective date',
  gaia_shell_log_amount: 'Amount',
  gaia_shell_log_trade_recharge: 'Top-up',
  gaia_shell_log_trade_bill: 'Bill payment',
  gaia_shell_log_trade_booster: 'Booster purchase',
  gaia_shell_log_trade_password: 'Password change',
  gaia_shell_log_trade_main_line: 'Main line change',
  gaia_shell_log_channel_web: 'Web portal',
  gaia_shell_log_channel_app: 'Mobile app',
} as const;
