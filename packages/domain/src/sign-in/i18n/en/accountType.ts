/** Messages of the portalSignIn area: the /signIn screen of the portal (spec 01 §2; F1.1–F1.7). */
export const accountType = {
  gaia_portal_signin_account_type: 'Account type',
  gaia_portal_signin_individual: 'Individual',
  gaia_portal_signin_corporate: 'Corporate',
  gaia_portal_signin_subtitle_corporate: 'Business account',
  gaia_portal_signin_use_code: 'Sign in with a verification code',
  gaia_portal_signin_use_password: 'Sign in with a password',
  gaia_portal_signin_code_account_label: 'Mobile number or e-mail',
  gaia_portal_signin_company_account_label: 'Company account',
  gaia_portal_signin_representative_label: 'Representative ID number',
  gaia_portal_signin_company_password_label: 'Company password',
  gaia_portal_signin_no_account: "Don't have an account?",
  gaia_portal_signin_loading: 'Loading…',
  gaia_portal_signin_forgot: 'Forgot password?',
  gaia_portal_signin_use_face: 'Sign in with your face',
  gaia_portal_signin_use_password_code: 'Sign in with password and code',
} as const;
