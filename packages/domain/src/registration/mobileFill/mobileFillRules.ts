import type { PortalConfig } from '../../kernel/config/portalConfig';
import type { FormRules } from '../../kernel/forms/formRules';
import type { Normaliser } from '../../kernel/rules/normalise';
import { exactDigits, required, validate, type Rule } from '../../kernel/rules/rules';
import { SIGN_UP_ACCOUNT_MAX_LENGTH, normaliseSignUpMobile, signUpMobileRules } from '../stepOne/rules';
import { MobileFillMessageKey } from './messageKeys';

/** The code sent to the new mobile: exactly 6 digits (spec 02 §5). */
export const MOBILE_FILL_CODE_LENGTH = 6;
/** The mobile at most 60, as on sign-up step one (spec 02 §5, §9). */
export const MOBILE_FILL_MOBILE_MAX_LENGTH = SIGN_UP_ACCOUNT_MAX_LENGTH;

/** The dialog's form as typed (every value a string, docs/adr/0015). */
export interface MobileFillValues {
  mobile: string;
  otp: string;
}

/** The mobile as typed: whitespace removed, at most 60 (sign-up step one's normaliser). */
export const normaliseMobileFillMobile: Normaliser = normaliseSignUpMobile;

/** Mobile: required, at most 60, the configured mobile pattern (tips_accnbr_regex_fail_message). */
export function mobileFillMobileRules(config: Pick<PortalConfig, 'mobilePattern'>): readonly Rule[] {
  return signUpMobileRules(config);
}

/** The code: required, then exactly 6 digits. */
export const mobileFillCodeRules: readonly Rule[] = [
  required(MobileFillMessageKey.codeRequired),
  exactDigits(MOBILE_FILL_CODE_LENGTH, MobileFillMessageKey.codeDigits),
];

/** The rules of the mobile-fill dialog (spec 02 §5: the account matches the pattern, a 6-digit code). */
export function mobileFillRules(config: Pick<PortalConfig, 'mobilePattern'>): FormRules<MobileFillValues> {
  const mobile = mobileFillMobileRules(config);
  return (values) => ({
    mobile: validate(values.mobile, mobile),
    otp: validate(values.otp, mobileFillCodeRules),
  });
}

/** Whether the mobile may be sent a code: it passes its own rules (the send button waits until then). */
export function mobileFillCanSend(mobile: string, config: Pick<PortalConfig, 'mobilePattern'>): boolean {
  return validate(mobile, mobileFillMobileRules(config)) === undefined;
}
