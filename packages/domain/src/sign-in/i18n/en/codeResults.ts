/** Messages of the signInFlows area (spec 01 §4, §5, §8; F1.5–F1.11, B4). */
export const codeResults = {
  // Sending a code (F1.6, spec 01 §8)
  gaia_tip_otp_will_send_to: 'The verification code will be sent to {{medium}}.',
  gaia_action_get_otp_success: 'Verification code sent.',
  gaia_tip_otp_already_sent: 'A verification code was already sent. You can ask for a new one in {{seconds}} seconds.',
  gaia_tip_otp_wrong: 'The verification code is incorrect.',
  gaia_tip_otp_expired: 'The verification code has expired. Ask for a new one.',
  gaia_tip_otp_message: 'Your GAIA verification code is {{code}}. It expires in {{minutes}} minutes. Never share it.',
  gaia_tip_mobile_not_registered: 'This mobile number is not registered. Check it or sign up.',
  gaia_tip_email_not_registered: 'This e-mail address is not registered. Check it or sign up.',
  gaia_tip_account_already_registered: 'This account is already registered. Sign in instead.',
  tip_enter_gaia_number: 'Enter a GAIA mobile number.',
  tip_invalid_account: 'Enter a valid mobile number or e-mail address.',
  tip_user_not_exist: 'This account is not registered.',
  // Face login (F1.5)
  gaia_user_tip_account_not_exist: 'No account was found with these details.',
  gaia_face_recognition_failed: 'Face recognition failed.',
  gaia_face_reference_invalid: 'The face check has expired. Please try again.',
  gaia_face_modal_oops_title: 'Oops!',
  gaia_face_modal_oops_text: 'We could not recognise your face. Try again, or sign in another way.',
  gaia_face_modal_oops_text_corporate:
    "We could not recognise the representative's face. Try again, or sign in with the company password and a verification code.",
  gaia_face_modal_max_limit_title: 'Too many attempts',
  gaia_face_modal_max_limit_text:
    'Face recognition failed several times. Sign in with your password or a verification code instead.',
  gaia_face_modal_not_captured_title: 'Face not captured',
  gaia_face_modal_not_captured_text:
    'We could not see your face clearly. Make sure it is inside the frame, well lit and not covered.',
  gaia_face_modal_not_captured_text_corporate:
    "We could not see the representative's face clearly. Make sure it is inside the frame, well lit and not covered.",
  // Password reset (F1.11)
  gaia_tip_password_reset_success: 'Your password has been changed. Sign in with your new password.',
  gaia_tip_reset_reference_invalid: 'Your reset session has expired. Please start again.',
  gaia_tip_password_not_decryptable: 'The password could not be read. Reload the page and try again.',
  gaia_tip_password_not_set: 'This account has no password yet. Sign in with a verification code.',
  // Abuse limits of the operator backend (docs/adr/0008-sandbox-abuse-limits.md)
  gaia_tip_otp_attempts_exceeded: 'Too many wrong codes: this verification code no longer works. Ask for a new one.',
  gaia_tip_signin_locked:
    'Too many failed sign-in attempts. For your security, password sign-in for this account is paused for {{minutes}} minutes. You can sign in with a verification code instead.',
  gaia_tip_password_replayed: 'This sign-in request was already used or has expired. Check the date and time of your device, then try again.',
  gaia_tip_request_too_large: 'What was sent is too large.',
  gaia_tip_forbidden: 'This request is not allowed.',
  gaia_tip_unsupported_media_type: 'This request must be sent as JSON.',
  // The sandbox inbox page (B4)
  gaia_sandbox_inbox_title: 'Sandbox inbox',
  gaia_sandbox_inbox_intro:
    'Text messages and e-mails the sandbox operator has "sent", newest first. This page refreshes every 5 seconds.',
  gaia_sandbox_inbox_empty: 'No messages yet. Ask for a verification code in the portal, then come back here.',
  gaia_sandbox_inbox_caption: 'Messages sent',
  gaia_sandbox_inbox_time: 'Time',
  gaia_sandbox_inbox_recipient: 'Recipient',
  gaia_sandbox_inbox_channel: 'Channel',
  gaia_sandbox_inbox_code: 'Code',
  gaia_sandbox_inbox_business: 'Purpose',
  gaia_sandbox_inbox_message: 'Message',
  gaia_sandbox_inbox_channel_sms: 'Text message',
  gaia_sandbox_inbox_channel_email: 'E-mail',
  gaia_sandbox_inbox_language: 'العربية',
} as const;
