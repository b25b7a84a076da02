/**
 * English messages of the mobile-fill dialog (spec 02 §2, §5; docs/adr/0027). The mobile's own
 * messages are sign-up step one's (tips_accnbr_regex_fail_message …).
 */
export const mobileFill = {
  gaia_mobilefill_title: 'Add your mobile number',
  gaia_mobilefill_intro: 'Your account has no mobile number yet. Add one to receive codes and notices by text message; we send a code to confirm it.',
  gaia_mobilefill_mobile_label: 'Mobile number',
  gaia_mobilefill_mobile_hint: 'A Gaia number, like 0771234567',
  gaia_mobilefill_mobile_taken: 'This number already belongs to another account. Enter a different number.',
  gaia_mobilefill_code_required: 'Enter the code we sent to this number',
  gaia_mobilefill_code_digits: 'The code is 6 digits',
  gaia_mobilefill_code_sent: 'We sent a code to {{mobile}}.',
  gaia_mobilefill_save: 'Save',
  gaia_mobilefill_later: 'Later',
  gaia_mobilefill_saved: 'Your mobile number is saved.',
} as const;
