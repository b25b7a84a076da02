/**
 * Whether a configured yes/no flag says yes: true, 1, or the text "Y", "yes", "true" or "1" in any
 * case and with spaces around; anything else, absent included, says no. The configuration and the
 * content tables write their flags each way.
 */
export function isYesFlag(flag: unknown): boolean {
  if (typeof flag === 'boolean') return flag;
  if (typeof flag === 'number') return flag === 1;
  if (typeof flag === 'string') return ['y', 'yes', 'true', '1'].includes(flag.trim().toLowerCase());
  return false;
}
