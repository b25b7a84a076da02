/** Messages of Number selection (F2.15, spec 02 §5, §8). */
export const numberSelection = {
  gaia_nbr_search_error_tip: 'Enter exactly 4 characters to search.',
  gaia_onboarding_number_available: 'This number is no longer available. Please choose another one.',
  gaia_nbr_empty_result: 'No numbers found.',
  gaia_nbr_empty_try: 'Try searching with 4 other characters.',
  gaia_nbr_refresh: 'Show other numbers',
} as const;
