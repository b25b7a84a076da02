/** Messages of the portalForgot area: the /forgot password reset for individuals and corporates (spec 01 §7; F1.11). */
export const forgotPassword = {
  gaia_portal_forgot_title: 'Reset your password',
  gaia_portal_forgot_steps_label: 'Password reset progress',
  gaia_portal_forgot_step_verify: 'Verify',
  gaia_portal_forgot_step_password: 'New password',
  gaia_portal_forgot_step_done: 'Done',
  gaia_portal_forgot_verify_heading: 'Confirm it is you',
  gaia_portal_forgot_verify_intro_individual:
    'Enter the mobile number or e-mail of your account. We will send you a verification code.',
  gaia_portal_forgot_verify_intro_corporate:
    "Enter the company account and the representative ID number. We will send a verification code to the company's contact.",
  gaia_portal_forgot_password_heading: 'Choose a new password',
  gaia_portal_forgot_password_heading_not_set: 'Create a password',
  gaia_portal_forgot_password_intro: 'The new password is for {{account}}.',
  gaia_portal_forgot_password_intro_not_set: '{{account}} has no password yet. Choose one to sign in with.',
  gaia_portal_forgot_new_password_label: 'New password',
  gaia_portal_forgot_confirm_password_label: 'Confirm new password',
  gaia_portal_forgot_next: 'Next',
  gaia_portal_forgot_back: 'Back',
  gaia_portal_forgot_submit: 'Change password',
  gaia_portal_forgot_done_heading: 'Password changed',
  gaia_portal_forgot_go_to_sign_in: 'Go to sign in',
  gaia_portal_forgot_back_to_sign_in: 'Back to sign in',
} as const;
