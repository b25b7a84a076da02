/**
 * The storage keys of the send-code countdowns (spec 01 §4: the gap survives a reload), one per
 * purpose and account, so a form and its reload — and the sign-in and reset forms — never disagree
 * on where a running countdown is kept. Individual accounts are keyed trimmed and lower-case (an
 * e-mail typed in another case is the same account); corporate IDs are already upper-case.
 */
export type CodePurpose = 'login' | 'reset';

export function codeCountdownKey(purpose: CodePurpose, account: { individual: string } | { corporate: string }): string {
  return 'corporate' in account
    ? `otp_${purpose}_c_${account.corporate}`
    : `otp_${purpose}_${account.individual.trim().toLowerCase()}`;
}
