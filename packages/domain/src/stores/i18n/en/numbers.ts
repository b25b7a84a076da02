/**
 * Messages of the kitNumbers area: the number picker, SIM card list, gender choice and signature
 * pad of the portal kit (F2.15, F2.16; spec 02 §2, §4). The rule messages (search error, lock
 * failure, empty list, refresh) are portalKit's own keys.
 */
export const numbers = {
  // Number picker (F2.15)
  gaia_kitnumbers_picker_label: 'Available numbers',
  gaia_kitnumbers_search_label: 'Search numbers',
  gaia_kitnumbers_search_hint: 'Enter 4 characters of the number you want.',
  gaia_kitnumbers_search_action: 'Search',
  gaia_kitnumbers_submit: 'Confirm number',
  gaia_kitnumbers_locked: 'Your number: {{number}}',
  gaia_kitnumbers_loading: 'Loading numbers…',
  gaia_kitnumbers_state_i: 'Inactive',
  gaia_kitnumbers_state_a: 'Available',
  gaia_kitnumbers_state_l: 'Locked',
  gaia_kitnumbers_state_c: 'Active',
  gaia_kitnumbers_state_t: 'Terminated',
  gaia_kitnumbers_state_r: 'Reserved',
  gaia_kitnumbers_state_p: 'Ported out',
  gaia_kitnumbers_state_d: 'Discarded',
  gaia_kitnumbers_state_b: 'Batch-locked',
  gaia_kitnumbers_state_unknown: 'Unavailable',
  // SIM card list (F2.16)
  gaia_kitnumbers_sim_label: 'SIM cards',
  gaia_kitnumbers_sim_serial: 'SIM serial ending in {{last4}}',
  gaia_kitnumbers_sim_empty: 'No SIM cards.',
  // Gender choice (F2.16)
  gaia_kitnumbers_gender_label: 'Gender',
  gaia_kitnumbers_gender_male: 'Male',
  gaia_kitnumbers_gender_female: 'Female',
  // Signature pad (F2.16)
  gaia_kitnumbers_signature_label: 'Signature',
  gaia_kitnumbers_signature_mode: 'How do you want to sign?',
  gaia_kitnumbers_signature_mode_draw: 'Draw',
  gaia_kitnumbers_signature_mode_type: 'Type my name',
  gaia_kitnumbers_signature_canvas: 'Signature drawing area',
  gaia_kitnumbers_signature_instructions: 'Draw your signature with a mouse, finger or pen, or choose to type your name.',
  gaia_kitnumbers_signature_typed_label: 'Your full name',
  gaia_kitnumbers_signature_clear: 'Clear',
  gaia_kitnumbers_signature_undo: 'Undo',
  gaia_kitnumbers_signature_confirm: 'Confirm signature',
  gaia_kitnumbers_signature_modify: 'Modify',
  gaia_kitnumbers_signature_confirmed: 'Signature confirmed.',
  gaia_kitnumbers_signature_empty: 'Nothing signed yet.',
  gaia_kitnumbers_signature_drawn: 'Signature not confirmed yet.',
} as const;
