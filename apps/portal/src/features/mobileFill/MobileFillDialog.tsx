import { useState } from 'react';
import {
  MOBILE_FILL_CODE_LENGTH,
  MOBILE_FILL_MOBILE_MAX_LENGTH,
  mobileFillCanSend,
  mobileFillRules,
  mobileFillSaveFailure,
  mobileFillSendOutcome,
  normaliseMobileFillMobile,
  shownMessage,
  type MobileFillValues,
} from '@gaia/domain';
import { Button, FormError, Modal, useGaia } from '@gaia/ui';
import { FormFields, FormTextField } from '../../forms/fields';
import { RegistrationCodeRow } from '../../forms/RegistrationCodeRow';
import { useRulesForm } from '../../forms/useRulesForm';
import { mobileFillApi } from './mobileFillApi';
import { Body, Footer, Intro, Status } from './mobileFill.styles';

const FORM_ID = 'mobile-fill-form';

export interface MobileFillDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** The number is saved (the server keeps it as given). */
  onSaved: (mobile: string) => void;
  /** "Later", Escape or the close button: asked again at the next sign-in. */
  onLater: () => void;
}

/**
 * The mobile-fill dialog (spec 02 §2 "a code-plus-mobile authentication dialog", §5; docs/adr/0027):
 * the mobile by the configured pattern (whitespace removed, at most 60), a registration code sent to
 * it (6 digits, the countdown of the sign-up's code), Save verifies the code and saves the number.
 * A failure keeps what was typed: a number refused goes back on the mobile, a wrong or expired code
 * is said on the code (its digits cleared, as on sign-up, spec 02 §8), anything else above the form.
 */
export function MobileFillDialog({ open, onSaved, onLater }: MobileFillDialogProps) {
  const { t, config } = useGaia();
  const [notice, setNotice] = useState<string>();
  const form = useRulesForm<MobileFillValues>({
    defaultValues: { mobile: '', otp: '' },
    rules: mobileFillRules(config),
    // A changed number needs a new code: the notice of the old one goes.
    onValueChange: (name) => (name === 'mobile' ? setNotice(undefined) : undefined),
    submit: async ({ mobile, otp }) => {
      try {
        const { referenceId } = await mobileFillApi.verifyCode(mobile, otp);
        const saved = await mobileFillApi.fillUpMobile(mobile, referenceId);
        onSaved(saved.mobile);
      } catch (error) {
        const failure = mobileFillSaveFailure(error);
        if (failure.kind === 'mobile') {
          form.failField('mobile', t(failure.messageKey));
          form.focus('mobile');
        } else if (failure.kind === 'invalidCode') {
          form.clear('otp');
          form.failField('otp', t(failure.messageKey));
          form.focus('otp');
        } else form.showFailure(failure.failure, { mobile: 'mobile', otp: 'otp' });
      }
    },
  });
  const { mobile } = form.values;

  /** Send: the code to the typed mobile; a refusal on the mobile field or above the form. */
  const send = async (): Promise<number | boolean> => {
    setNotice(undefined);
    form.clearError('mobile');
    form.setFormError(undefined, 'send');
    let answer: unknown;
    try {
      answer = await mobileFillApi.sendCode(mobile);
    } catch (error) {
      answer = error;
    }
    const outcome = mobileFillSendOutcome(answer, config.product);
    if (outcome.kind === 'sent') {
      setNotice(t('gaia_mobilefill_code_sent', { mobile }));
      form.focus('otp');
      const wait = (answer as { data?: { waitSeconds?: unknown } | null } | undefined)?.data
        ?.waitSeconds;
      return outcome.alreadySent && typeof wait === 'number' ? wait : true;
    }
    if (outcome.kind === 'mobile') {
      form.failField('mobile', t(outcome.messageKey));
      form.focus('mobile');
    } else if (outcome.kind === 'oops') form.setFormError(shownMessage(t, outcome), 'send');
    return false;
  };

  return (
    <Modal
      open={open}
      onClose={onLater}
      title="gaia_mobilefill_title"
      size="small"
      // What was typed is not lost to a stray press beside the panel; Escape and Later are deliberate.
      dismissOnMask={false}
      footer={
        <Footer>
          <Button variant="secondary" onClick={onLater}>
            {t('gaia_mobilefill_later')}
          </Button>
          <Button type="submit" form={FORM_ID} loading={form.pending}>
            {t('gaia_mobilefill_save')}
          </Button>
        </Footer>
      }
    >
      <FormFields form={form}>
        <Body
          id={FORM_ID}
          noValidate
          onSubmit={form.handleSubmit}
          aria-describedby={form.formError ? 'mobile-fill-error' : undefined}
        >
          <Intro>{t('gaia_mobilefill_intro')}</Intro>
          <FormError id="mobile-fill-error">{form.formError}</FormError>
          <FormTextField
            name="mobile"
            label="gaia_mobilefill_mobile_label"
            hint="gaia_mobilefill_mobile_hint"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            required
            maxLength={MOBILE_FILL_MOBILE_MAX_LENGTH}
            normalise={normaliseMobileFillMobile}
          />
          <RegistrationCodeRow
            account={mobile}
            length={MOBILE_FILL_CODE_LENGTH}
            disabled={!mobileFillCanSend(mobile, config)}
            onSend={send}
          />
          <Status role="status">{notice ?? ''}</Status>
        </Body>
      </FormFields>
    </Modal>
  );
}
