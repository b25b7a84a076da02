import { useMemo, useState, type FocusEvent } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  ID_NUMBER_MAX_LENGTH,
  SIGN_UP_ACCOUNT_MAX_LENGTH,
  canRequestCode,
  idCheckStatus,
  idFormatOf,
  idMatchesFormat,
  idTypeFor,
  isNational,
  mobileCheckStatus,
  normaliseIdNumber,
  normaliseSignUpMobile,
  shownMessage,
  signUpMobileRules,
  standardStepOneData,
  stepOneDraft,
  stepOneRules,
  stepOneValuesFrom,
  validate,
  type StepOneValues,
} from '@gaia/domain';
import { ReferenceEntity } from '@gaia/domain/api';
import { Button, Combobox, useGaia } from '@gaia/ui';
import { FormTextField } from '../../../forms/fields';
import { useRulesForm } from '../../../forms/useRulesForm';
import { AccountExistsDialog, OopsDialog } from './lazyDialogs';
import { ReferralAndTerms } from './ReferralAndTerms';
import { requestRegistrationCode } from './requestCode';
import type { StepOneProps } from './stepOneProps';
import { referenceListQuery } from './stepOneQueries';
import { Actions, Status } from './StepOne.styles';
import { StepOneForm } from './StepOneForm';
import { useStepOneChecks } from './useStepOneChecks';

/** Calls `onLeave` when focus leaves the wrapped field's input (its blur check). */
function LeaveWatch({ onLeave, children }: { onLeave: () => void; children: React.ReactNode }) {
  return (
    <div onBlur={(event: FocusEvent) => event.target instanceof HTMLInputElement && onLeave()}>
      {children}
    </div>
  );
}

/** A blur check's status line, announced politely; empty while there is nothing to say. */
function CheckStatus({ messageKey }: { messageKey: string | undefined }) {
  const { t } = useGaia();
  return <Status role="status">{messageKey ? t(messageKey) : ''}</Status>;
}

/**
 * F2.1 the standard step one (spec 02 §2, §4, §5): mobile, nationality, ID or passport number,
 * referral code, terms; the blur checks; Next requests the code (its answers on the mobile field
 * or in the oops dialog) and hands the step's data on.
 */
export function StandardStepOneForm({ initial, config, onDraft, onDone, onCancel }: StepOneProps) {
  const { t, config: portal, locale } = useGaia();
  const navigate = useNavigate();
  const [oops, setOops] = useState<string>();
  const nationalities = useQuery(referenceListQuery(ReferenceEntity.nationality, locale));
  const nationalTypes = useQuery(referenceListQuery(ReferenceEntity.idType, locale));
  const otherTypes = useQuery(referenceListQuery(ReferenceEntity.nonNationalIdType, locale));
  const [nationality, setNationality] = useState(
    () => stepOneValuesFrom(initial, config).nationality,
  );
  const idType = idTypeFor(nationality, config);
  const idFormat = useMemo(
    () => idFormatOf([...(nationalTypes.data ?? []), ...(otherTypes.data ?? [])], idType),
    [nationalTypes.data, otherTypes.data, idType],
  );

  const form = useRulesForm<StepOneValues>({
    defaultValues: () => stepOneValuesFrom(initial, config),
    rules: stepOneRules(portal, idFormat),
    onValueChange: (name, value) => onDraft?.(stepOneDraft({ ...form.values, [name]: value })),
    submit: async (values) => {
      const holder = checks.holder;
      if (!holder || holder.kind === 'accountExists') return;
      const outcome = await requestRegistrationCode(values.mobile, 'MOBILE', portal, true);
      if (outcome.kind === 'sent') onDone(standardStepOneData(values, holder, config));
      else if (outcome.kind === 'mobile') {
        form.failField('mobile', t(outcome.messageKey));
        form.focus('mobile');
      } else if (outcome.kind === 'oops') setOops(shownMessage(t, outcome));
    },
  });
  const checks = useStepOneChecks(form, idType);
  const { values } = form;
  const holder = checks.holder;
  const idNumberValid = holder !== undefined && holder.kind !== 'accountExists';
  const nextEnabled =
    form.valid &&
    canRequestCode({ subscriberValid: checks.subscriberValid, idNumberValid }, values, {});

  /** Changing nationality resets the ID-dependent fields and the stored step data (spec 02 §4). */
  const chooseNationality = (next: string) => {
    setNationality(next);
    form.change('nationality', next);
    form.clear('idNbr');
    checks.resetId();
  };

  /** Return to the first step from the oops dialog: every field and check cleared (spec 02 §8). */
  const returnToFirstStep = () => {
    setOops(undefined);
    form.clear('mobile', 'idNbr', 'referralCode');
    form.change('agree', '');
    form.change('nationality', config.defaultNationality);
    setNationality(config.defaultNationality);
    checks.reset();
    onDraft?.({});
    form.focus('mobile');
  };

  const national = isNational(nationality, config);
  const nationalityOptions = (nationalities.data ?? []).map((record) => ({
    value: record.ID,
    label: record.NAME,
  }));

  return (
    <StepOneForm
      form={form}
      errorId="signup-one-error"
      dialogs={
        <>
          <AccountExistsDialog
            holder={checks.accountExists}
            onClose={checks.closeAccountExists}
            onSignIn={() => navigate('/signIn')}
          />
          <OopsDialog message={oops} onReturn={returnToFirstStep} />
        </>
      }
    >
      <LeaveWatch
        onLeave={() => {
          if (
            validate(values.mobile, signUpMobileRules(portal)) === undefined &&
            !checks.subscriberValid
          )
            void checks.checkMobile(values.mobile);
        }}
      >
        <FormTextField
          name="mobile"
          label="gaia_signup_one_mobile_label"
          hint="gaia_signup_one_mobile_hint"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          required
          maxLength={SIGN_UP_ACCOUNT_MAX_LENGTH}
          normalise={normaliseSignUpMobile}
        />
      </LeaveWatch>
      <CheckStatus messageKey={mobileCheckStatus(checks.mobileChecking, checks.subscriberValid)} />
      <Combobox
        name="nationality"
        label="gaia_signup_one_nationality_label"
        required
        options={nationalityOptions}
        value={values.nationality}
        onChange={(next) => next && next !== values.nationality && chooseNationality(next)}
        error={form.errorOf('nationality')}
      />
      <LeaveWatch
        onLeave={() =>
          checks.idLeft(
            values.idNbr,
            checks.subscriberValid ? values.mobile : '',
            idMatchesFormat(values.idNbr, idFormat),
          )
        }
      >
        <FormTextField
          key={idType}
          name="idNbr"
          label={
            national ? 'gaia_signup_one_id_national_label' : 'gaia_signup_one_id_passport_label'
          }
          hint={national ? 'gaia_signup_one_id_national_hint' : 'gaia_signup_one_id_passport_hint'}
          autoComplete="off"
          spellCheck={false}
          required
          maxLength={ID_NUMBER_MAX_LENGTH}
          normalise={normaliseIdNumber}
        />
      </LeaveWatch>
      <CheckStatus messageKey={idCheckStatus(checks.idChecking, holder)} />
      <ReferralAndTerms />
      <Status id="signup-one-next-hint">
        {nextEnabled ? '' : t('gaia_signup_one_next_blocked')}
      </Status>
      <Actions>
        <Button variant="secondary" onClick={onCancel}>
          gaia_action_cancel
        </Button>
        <Button
          type="submit"
          disabled={!nextEnabled}
          loading={form.pending}
          aria-describedby={nextEnabled ? undefined : 'signup-one-next-hint'}
        >
          gaia_signup_one_next
        </Button>
      </Actions>
    </StepOneForm>
  );
}
