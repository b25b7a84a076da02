/** Messages of the portalAccount area: the signed-in header user menu, change password and sign-out (spec 02 §2; F2.14). */
export const account = {
  // User menu (the menu items My Profile and Sign Out reuse gaia_profile_title and gaia_header_sign_out)
  gaia_portal_account_user_id: 'User ID',
  gaia_portal_account_badge_individual: 'Individual',
  gaia_portal_account_badge_corporation: 'Corporation',
  // Change-password modal (width 460)
  gaia_portal_account_change_password: 'Change Password',
  gaia_portal_account_old_password: 'Old Password',
  gaia_portal_account_new_password: 'New Password',
  gaia_portal_account_confirm_password: 'Confirm Password',
  gaia_portal_account_old_password_required: 'Old Password is required.',
  gaia_portal_account_confirm_password_required: 'Confirm Password is required.',
  tip_password_not_match: 'The passwords do not match.',
  gaia_portal_account_password_rules_unmet:
    'The new password does not meet the password requirements.',
  gaia_portal_account_rules_title: 'Your new password needs',
  gaia_portal_account_rule_length: '{{min}} to {{max}} characters',
  gaia_portal_account_rule_upper: 'An upper-case letter',
  gaia_portal_account_rule_lower: 'A lower-case letter',
  gaia_portal_account_rule_digit: 'A number',
  gaia_portal_account_rule_special: 'A special character, such as # or @',
  gaia_portal_account_rule_met: 'done',
  gaia_portal_account_rule_unmet: 'not yet',
  gaia_portal_account_save: 'Save',
  gaia_portal_account_password_changed: 'Your password has been changed.',
  gaia_portal_account_old_password_wrong: 'The old password is incorrect.',
  // Sign-out confirmation (width 500)
  gaia_portal_account_sign_out_title: 'Sign Out of GAIA?',
  gaia_portal_account_sign_out_message: 'You will need to sign in again to use your account.',
} as const;
