import { useState } from 'react';
import {
  AGREED,
  SIGN_UP_ACCOUNT_MAX_LENGTH,
  alternativeStepOneData,
  alternativeStepOneDraft,
  alternativeStepOneRules,
  classifyAccount,
  normaliseSignUpAccount,
  shownMessage,
  signUpAccountRules,
  validate,
  type AlternativeStepOneValues,
  type StepOneData,
} from '@gaia/domain';
import { useGaia } from '@gaia/ui';
import { FormTextField } from '../../../forms/fields';
import { RegistrationCodeRow } from '../../../forms/RegistrationCodeRow';
import { useRulesForm } from '../../../forms/useRulesForm';
import { FormActions } from './FormActions';
import { OopsDialog } from './lazyDialogs';
import { ReferralAndTerms } from './ReferralAndTerms';
import { requestRegistrationCode } from './requestCode';
import { showCodeCheckFailure } from './showCodeCheckFailure';
import { registrationApi, stepOneApi } from './stepOneApi';
import type { StepOneProps } from './stepOneProps';
import { Status } from './StepOne.styles';
import { StepOneForm } from './StepOneForm';

/** The typed values from a saved draft of this form. */
function valuesFrom(initial: Partial<StepOneData> | undefined): AlternativeStepOneValues {
  return {
    account: initial?.form === 'alternative' ? (initial.account ?? '') : (initial?.mobile ?? ''),
    otp: '',
    referralCode: initial?.referralCode ?? '',
    agree: initial?.agreePrivacyPolicy ? AGREED : '',
  };
}

/**
 * F2.2 the alternative step one (spec 02 §2, §5): a mobile or e-mail account, the code sent to it
 * (the account must not be registered yet), referral code with its tooltip, terms; Next verifies
 * the code and hands the step's data on with the verified code's reference.
 */
export function AlternativeStepOneForm({
  initial,
  config,
  onDraft,
  onDone,
  onCancel,
}: StepOneProps) {
  const { t, config: portal } = useGaia();
  const [notice, setNotice] = useState<string>();
  const [oops, setOops] = useState<string>();
  const form = useRulesForm<AlternativeStepOneValues>({
    defaultValues: () => valuesFrom(initial),
    rules: alternativeStepOneRules(portal, config),
    onValueChange: (name, value) =>
      onDraft?.(alternativeStepOneDraft({ ...form.values, [name]: value }, portal)),
    submit: async (values) => {
      const type = classifyAccount(values.account, portal) ?? 'MOBILE';
      try {
        const { referenceId } = await registrationApi.otpVerify({
          loginAcct: values.account,
          loginAcctType: type,
          otp: values.otp,
        });
        onDone(alternativeStepOneData(values, referenceId, portal, config));
      } catch (error) {
        showCodeCheckFailure(form, t, error, { account: 'account', otp: 'otp' });
      }
    },
  });
  const { account } = form.values;
  const accountLooksValid = validate(account, signUpAccountRules(portal)) === undefined;

  /** Send: the account must not be registered; then the code, its answers on the account or in the oops dialog. */
  const send = async (): Promise<number | boolean> => {
    setNotice(undefined);
    form.clearError('account');
    const type = classifyAccount(account, portal);
    if (!type) return false;
    try {
      const { registered } =
        type === 'MOBILE'
          ? await stepOneApi.mobileRegistered(account)
          : await stepOneApi.emailRegistered(account);
      if (registered) {
        form.failField('account', t('gaia_tip_account_already_registered'));
        form.focus('account');
        return false;
      }
    } catch {
      // The request layer's catalogue said why; the button stays ready to send.
      return false;
    }
    const outcome = await requestRegistrationCode(account, type, portal);
    if (outcome.kind === 'sent') {
      setNotice(t('gaia_action_get_otp_success'));
      form.focus('otp');
      return outcome.alreadySent && outcome.waitSeconds ? outcome.waitSeconds : true;
    }
    if (outcome.kind === 'mobile') {
      form.failField('account', t(outcome.messageKey));
      form.focus('account');
    } else if (outcome.kind === 'oops') setOops(shownMessage(t, outcome));
    return false;
  };

  const returnToFirstStep = () => {
    setOops(undefined);
    setNotice(undefined);
    form.clear('account', 'otp', 'referralCode');
    form.change('agree', '');
    onDraft?.({});
    form.focus('account');
  };

  return (
    <StepOneForm
      form={form}
      errorId="signup-alt-error"
      dialogs={<OopsDialog message={oops} onReturn={returnToFirstStep} />}
    >
      <FormTextField
        name="account"
        label="gaia_signup_one_account_label"
        type="email"
        inputMode="email"
        autoComplete="username"
        required
        maxLength={SIGN_UP_ACCOUNT_MAX_LENGTH}
        normalise={normaliseSignUpAccount}
      />
      <RegistrationCodeRow
        account={account}
        length={config.otpLength}
        disabled={!accountLooksValid}
        onSend={send}
      />
      <Status role="status">{notice ?? ''}</Status>
      <ReferralAndTerms />
      <FormActions
        backLabel="gaia_action_cancel"
        onBack={onCancel}
        submitLabel="gaia_signup_one_next"
      />
    </StepOneForm>
  );
}
