/** The signed-in landing page (F1.12) and the header. */
export const profile = {
  gaia_profile_title: 'My Profile',
  gaia_profile_welcome: 'Welcome, {{name}}',
  gaia_profile_user_code: 'Customer ID',
  gaia_profile_user_name: 'Name',
  gaia_header_sign_out: 'Sign Out',
  gaia_header_sign_in: 'Sign in',
  gaia_nav_main: 'Main',
  gaia_skip_to_content: 'Skip to content',
  gaia_language_switch: 'العربية',
  gaia_not_found_title: 'Page not found',
  gaia_not_found_text: 'The address may be mistyped, or the page has moved.',
  gaia_not_found_home: 'Go to sign-in',
  gaia_not_found_account: 'Go to my account',
} as const;
