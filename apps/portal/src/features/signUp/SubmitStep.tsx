import { ACCOUNT_MAX_LENGTH, OTP_LENGTH, PASSWORD_MAX_LENGTH, normalisePassword, type RegistrationConfig, type SignUpEvent, type SignUpState } from '@gaia/domain';
import { Button, CountdownButton, FormError, useT } from '@gaia/ui';
import { FormFields, FormOtpInput, FormPasswordField } from '../../forms/fields';
import { PasswordRules } from '../account/PasswordRules';
import { FaceSection } from './FaceSection';
import { registrationApi } from './signUpApi';
import { Section, SectionTitle, StepActions, StepForm, StepIntro, StepTitle, Muted } from './SignUpPage.styles';
import { useSubmitStep } from './useSubmitStep';

export interface SubmitStepProps {
  state: SignUpState;
  config: RegistrationConfig;
  dispatch: (event: SignUpEvent) => void;
}

/**
 * The last step before the account exists (F2.8, F2.9): reading A's password step and reading B's
 * personal profile — the password with live rule indicators from the configured rules, the
 * confirmation (copy and paste blocked on both), the optional or required face, Back and submit.
 */
export function SubmitStep({ state, config, dispatch }: SubmitStepProps) {
  const t = useT();
  const { form, rules, upgrade, needsCode, faceHeld, faceError, canSubmit } = useSubmitStep({ state, config, dispatch });
  const account = state.stepOne?.account ?? '';
  const heading = state.step === 'profile' ? 'gaia_signup_flow_profile_heading' : 'gaia_signup_flow_password_heading';
  return (
    <StepForm onSubmit={form.handleSubmit} noValidate aria-labelledby="signup-submit-heading" aria-describedby={form.formError ? 'signup-submit-error' : undefined}>
      <StepTitle id="signup-submit-heading">{t(heading)}</StepTitle>
      <StepIntro>{t(upgrade ? 'gaia_signup_flow_upgrade_intro' : 'gaia_signup_flow_password_intro', { account })}</StepIntro>
      <FormError id="signup-submit-error">{form.formError}</FormError>
      <FormFields form={form}>
        {needsCode ? (
          <Section aria-labelledby="signup-new-code-title">
            <SectionTitle id="signup-new-code-title">{t('gaia_signup_flow_new_code_heading')}</SectionTitle>
            <Muted>{t('gaia_signup_flow_new_code_intro', { account })}</Muted>
            <FormOtpInput name="otp" label="gaia_signup_flow_new_code_label" length={OTP_LENGTH} required />
            <CountdownButton
              storageKey={`otp_register_${account.trim().toLowerCase().slice(0, ACCOUNT_MAX_LENGTH)}`}
              configCode="REGISTER_OTP"
              onSend={() => registrationApi.otpSend(account, state.stepOne?.accountType ?? 'MOBILE')}
            />
          </Section>
        ) : null}
        <FormPasswordField
          name="password"
          label="gaia_signup_flow_password_label"
          autoComplete="new-password"
          required
          maxLength={PASSWORD_MAX_LENGTH}
          normalise={normalisePassword}
        />
        <PasswordRules id="signup-password-rules" password={form.values.password} rules={rules} />
        <FormPasswordField
          name="confirm"
          label="gaia_signup_flow_confirm_label"
          autoComplete="new-password"
          required
          maxLength={PASSWORD_MAX_LENGTH}
          normalise={normalisePassword}
        />
      </FormFields>
      <FaceSection
        face={state.face}
        required={config.faceNullable === 'N'}
        held={faceHeld}
        error={faceError ? t(faceError) : undefined}
        onChecked={(face) => dispatch({ type: 'faceChecked', face })}
        onRemoved={() => dispatch({ type: 'faceRemoved' })}
        disabled={form.pending}
      />
      <StepActions>
        <Button variant="secondary" onClick={() => dispatch({ type: 'back' })} disabled={form.pending}>
          gaia_signup_flow_back
        </Button>
        <Button type="submit" disabled={!canSubmit} loading={form.pending}>
          {upgrade ? 'gaia_signup_flow_upgrade_submit' : 'gaia_signup_flow_submit'}
        </Button>
      </StepActions>
    </StepForm>
  );
}
