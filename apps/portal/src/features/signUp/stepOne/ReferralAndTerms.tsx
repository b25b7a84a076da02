import { AGREED, REFERRAL_CODE_MAX_LENGTH, normaliseReferralCode } from '@gaia/domain';
import { FormTextField } from '../../../forms/fields';
import { useRulesFormContext } from '../../../forms/useRulesForm';
import { AgreementField } from './AgreementField';

/**
 * The end of both step-one forms (spec 02 §2, §5): the optional referral code with its help, and
 * the terms box, bound to the form's `referralCode` and `agree` fields.
 */
export function ReferralAndTerms() {
  const form = useRulesFormContext();
  return (
    <>
      <FormTextField
        name="referralCode"
        label="gaia_signup_one_referral_label"
        help="gaia_signup_one_referral_help"
        autoComplete="off"
        spellCheck={false}
        maxLength={REFERRAL_CODE_MAX_LENGTH}
        normalise={normaliseReferralCode}
      />
      <AgreementField agreed={form.values.agree === AGREED} error={form.errorOf('agree')} onChange={(agreed) => form.change('agree', agreed ? AGREED : '')} />
    </>
  );
}
