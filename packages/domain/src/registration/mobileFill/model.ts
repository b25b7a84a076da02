/**
 * Paths of the mobile fill-up. need-fillup-mobile is spec 02 §7's; the save is not shown there, so
 * it is ours, beside it under /ecare/gaia/register/ (docs/adr/0027).
 */
export const MobileFillPath = {
  needFillUp: '/ecare/gaia/register/need-fillup-mobile',
  fillUp: '/ecare/gaia/register/fillup-mobile',
} as const;

/** need-fillup-mobile's answer: Y when the signed-in user has no mobile yet. */
export interface NeedMobileFillUpResult {
  fillUpFlag: 'Y' | 'N';
}

/** The saved number, as the server keeps it. */
export interface MobileFillUpResult {
  mobile: string;
}

/** Whether the dialog is to open: only an explicit Y asks (anything else leaves the person alone). */
export function needsMobileFillUp(result: NeedMobileFillUpResult | undefined): boolean {
  return result?.fillUpFlag === 'Y';
}
