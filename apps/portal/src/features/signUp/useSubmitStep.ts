import { useState } from 'react';
import {
  buildRegistrationPayload,
  buildUpgradePayload,
  faceMissing,
  formFailure,
  isUpgrade,
  lockedFieldsOf,
  normaliseOtp,
  otpRules,
  shownMessage,
  signInAccountOf,
  signUpPasswordRules,
  submitFailure,
  validate,
  validateSignUpPassword,
  type RegistrationConfig,
  type SignUpEvent,
  type SignUpState,
} from '@gaia/domain';
import { useT } from '@gaia/ui';
import { useRulesForm } from '../../forms/useRulesForm';
import { registrationApi, submissionApi } from './signUpApi';

/** The submit step's fields: the password twice and, once the verified code has expired, a new code. */
export interface SubmitValues {
  password: string;
  confirm: string;
  otp: string;
}

/**
 * The submit step (F2.8, F2.9): the password form over the configured rules, the face rule, and the
 * submit — register with the Reference-Id header, or upgrade an existing profile. An OTP-expired
 * answer keeps the person here: a code field appears with gaia_tip_incorrect_otp, and the next
 * submit verifies the new code first. Nothing typed is lost by a failed call.
 */
export function useSubmitStep({ state, config, dispatch }: { state: SignUpState; config: RegistrationConfig; dispatch: (event: SignUpEvent) => void }) {
  const t = useT();
  const rules = signUpPasswordRules(config);
  const [needsCode, setNeedsCode] = useState(false);
  const [faceRefused, setFaceRefused] = useState(false);
  const upgrade = isUpgrade(state);
  const faceHeld = lockedFieldsOf(state.profile).has('face');
  const faceError = faceMissing(config, Boolean(state.face) || faceHeld);

  const form = useRulesForm<SubmitValues>({
    defaultValues: { password: '', confirm: '', otp: '' },
    rules: (values) => ({
      ...validateSignUpPassword(values, rules),
      otp: needsCode ? validate(values.otp, otpRules) : undefined,
    }),
    onValueChange: (name) => {
      if (name === 'otp') form.setFormError(undefined);
    },
    submit: async (values) => {
      const { stepOne } = state;
      if (!stepOne || !state.verified) return;
      if (faceError) {
        setFaceRefused(true);
        return;
      }
      let referenceId = state.verified.referenceId;
      let otp = state.verified.otp;
      if (needsCode) {
        try {
          const renewed = await registrationApi.otpVerify({ loginAcct: stepOne.account, loginAcctType: stepOne.accountType, otp: values.otp });
          referenceId = renewed.referenceId;
          otp = values.otp;
          dispatch({ type: 'codeRenewed', code: { referenceId, otp } });
          setNeedsCode(false);
        } catch (error) {
          // A wrong or expired code empties the digits and says why on the code field (spec 02 §8).
          form.clear('otp');
          form.failField('otp', shownMessage(t, formFailure(error).text));
          return;
        }
      }
      const input = {
        stepOne,
        identity: state.identity,
        supplementary: state.supplementary,
        profile: state.profile,
        face: state.face,
        password: values.password,
        otp,
        nationalIdType: config.nationalIdType,
      };
      try {
        const answer = upgrade && state.profile
          ? await submissionApi.upgrade(buildUpgradePayload({ ...input, profile: state.profile }), referenceId)
          : await submissionApi.register(buildRegistrationPayload(input), referenceId);
        dispatch({ type: 'registered', result: { userCode: answer.userCode, account: signInAccountOf(stepOne) } });
      } catch (error) {
        const failure = submitFailure(error);
        if (failure.kind === 'codeExpired') {
          setNeedsCode(true);
          form.failField('otp', t(failure.messageKey));
          return;
        }
        form.setFormError(shownMessage(t, failure.failure.text));
      }
    },
  });

  return {
    form,
    rules,
    upgrade,
    needsCode,
    faceHeld,
    /** The face's message once a submit was tried without it. */
    faceError: faceRefused ? faceError : undefined,
    /** Submit is possible when every field passes and the face rule is met (spec 02 §4). */
    canSubmit: form.valid && !faceError,
    normaliseOtp,
  };
}
