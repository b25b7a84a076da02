import type { PortalConfig } from '../kernel/config/portalConfig';
import { validate } from '../kernel/rules/rules';
import { SignInMessageKey, otpRules, validateCodeLogin, validateCorporateIdentity, type CodeLoginInput, type CorporateIdentityInput, type FieldErrors } from './rules';

/**
 * The code step of the individual reset (F1.11): the code-login rules, except that an account that
 * is neither a mobile number nor an e-mail is tip_invalid_account on a reset (spec 01 §5).
 */
export function validateIndividualReset(
  input: CodeLoginInput,
  config: Pick<PortalConfig, 'mobilePattern' | 'emailPattern'>,
): FieldErrors<CodeLoginInput> {
  const checked = validateCodeLogin(input, config);
  return checked.account === SignInMessageKey.mobileEmailPattern ? { ...checked, account: SignInMessageKey.invalidAccount } : checked;
}

/** The code step of the corporate reset (F1.11): the company identity and the 6-digit code. */
export interface CorporateResetInput extends CorporateIdentityInput {
  otp: string;
}

export function validateCorporateReset(input: CorporateResetInput): FieldErrors<CorporateResetInput> {
  const errors: FieldErrors<CorporateResetInput> = validateCorporateIdentity(input);
  const otp = validate(input.otp, otpRules);
  if (otp) errors.otp = otp;
  return errors;
}
