/** Messages of Upload (F2.18, spec 02 §4, §8). */
export const upload = {
  gaia_tip_file_type_not_supported: 'This file type is not supported.',
  gaia_upload_file_empty: 'The file is empty.',
  gaia_upload_failed: 'The upload failed. Please try again.',
  gaia_upload_action_upload: 'Upload',
  gaia_upload_action_reupload: 'Re-upload',
} as const;
