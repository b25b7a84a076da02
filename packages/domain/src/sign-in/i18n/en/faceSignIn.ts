/** Messages of the portalFace area: face login on /signIn, individual and corporate (spec 01 §4; F1.5, F1.10). */
export const faceSignIn = {
  gaia_portal_face_intro: 'Enter your account, then look at the camera to sign in.',
  gaia_portal_face_intro_corporate:
    "Enter the company account and the representative's ID number. The representative then looks at the camera.",
  gaia_portal_face_submit: 'Sign in with face',
  gaia_portal_face_checking: 'Checking the account…',
  gaia_portal_face_signing_in: 'Signing you in…',
  gaia_portal_face_camera_title: 'Face verification',
  gaia_portal_face_camera_loading: 'Opening the camera…',
  gaia_portal_face_comparing: 'Checking your photo…',
  gaia_portal_face_upload_failed: 'The photo could not be sent. Please take it again.',
  // The sign-up link's notice when face capture is required and no camera is found (a dialog that
  // loads on demand, so these stay out of the first paint's messages).
  gaia_portal_signin_camera_title: 'Camera not detected',
  gaia_portal_signin_camera_message: 'Signing up needs a photo of your face, but no camera was found on this device. Connect a camera or use a phone, then try again.',
} as const;
