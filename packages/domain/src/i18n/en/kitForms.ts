/** Messages of the kitForms area: the address form (F2.17) and the upload control (F2.18). */
export const kitForms = {
  // AddressForm (F2.17, spec 02 §2, §4)
  gaia_kitforms_address_receiver: 'Receiver name',
  gaia_kitforms_address_contact: 'Contact number',
  gaia_kitforms_address_alternate: 'Alternate contact number',
  gaia_kitforms_address_postcode: 'Postal code',
  gaia_kitforms_address_postcode_looking_up: 'Looking up the postal code…',
  gaia_kitforms_address_postcode_found: 'Address found: {{address}}',
  gaia_kitforms_address_display: 'Address',
  gaia_kitforms_address_choose: 'Choose address',
  gaia_kitforms_address_levels: 'Choose down to level {{level}}.',
  gaia_kitforms_address_area: 'Area',
  gaia_kitforms_address_detail: 'Address detail',
  gaia_kitforms_address_default: 'Set as default address',
  gaia_kitforms_address_comments: 'Comments',
  gaia_kitforms_address_optional: 'Optional',
  gaia_kitforms_address_save: 'Save',
  // UploadControl (F2.18, spec 02 §4, §5)
  gaia_kitforms_upload_uploading: 'Uploading {{name}}…',
  gaia_kitforms_upload_done: '{{name}} uploaded.',
  gaia_kitforms_upload_error: 'Upload failed: {{message}}',
  gaia_kitforms_upload_remove: 'Remove {{name}}',
  gaia_kitforms_upload_retry: 'Retry',
  gaia_kitforms_upload_preview: 'Preview of {{name}}',
  gaia_kitforms_upload_allowed: 'Allowed types: {{types}}',
  // Examples used by the stories
  gaia_kitforms_example_upload_label: 'Proof of address',
  gaia_kitforms_example_upload_help: 'A utility bill or bank statement from the last three months.',
  gaia_kitforms_example_building: 'Building number',
  gaia_kitforms_example_building_placeholder: 'e.g. 12',
  gaia_kitforms_example_building_required: 'Enter the building number.',
  gaia_kitforms_example_landmark: 'Nearest landmark',
} as const;
