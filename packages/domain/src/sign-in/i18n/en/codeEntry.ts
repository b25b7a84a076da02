/** Messages of the uiSignIn area. */
export const codeEntry = {
  // OtpInput (F1.3, F1.4, F2.4)
  gaia_otp_input_label: 'Verification code',
  gaia_otp_input_hint: 'Enter the {{length}}-digit code we sent you.',
  // CountdownButton (spec 01 §4, spec 03 OTP countdown)
  gaia_countdown_send: 'Send code',
  gaia_countdown_resend: 'Resend code',
  gaia_countdown_resend_in: 'Resend in {{seconds}} s',
  gaia_countdown_started: 'Code sent. You can resend it in {{seconds}} seconds.',
  gaia_countdown_resend_ready: 'You can now resend the code.',
  // FaceCapture (F1.5, F2.20)
  gaia_face_capture_label: 'Face verification',
  gaia_face_capture_instructions:
    'Place your face inside the frame, look at the camera, then take the photo.',
  gaia_face_capture_starting: 'Starting the camera…',
  gaia_face_capture_ready: 'The camera is on.',
  gaia_face_capture_take: 'Take photo',
  gaia_face_capture_taken: 'Photo taken.',
  gaia_face_capture_retry: 'Try again',
  gaia_face_capture_permission_denied:
    'Camera access was denied. Allow this site to use the camera in your browser settings, then try again.',
  gaia_face_capture_device_abnormal:
    'The camera is not working. Check that a camera is connected and not in use by another app, then try again.',
} as const;
