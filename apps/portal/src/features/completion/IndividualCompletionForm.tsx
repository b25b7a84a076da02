import { useMemo } from 'react';
import {
  COMPLETION_LIMITS,
  DEFAULT_NATIONALITY,
  calendarDayOf,
  idCopyOf,
  individualCompletionValues,
  individualProfileUpdate,
  normaliseDigits,
  normaliseIdNbr,
  normalisePartyName,
  validateIndividualCompletion,
  type IndividualCompletionValues,
  type PartyProfile,
} from '@gaia/domain';
import { Button, FormError, GenderChoice, Select, useT } from '@gaia/ui';
import { FormFields, FormTextField } from '../../forms/fields';
import { profileApi } from './profileApi';
import { AddressGroup } from './AddressGroup';
import { DocumentGroup } from './DocumentGroup';
import { useCompletionForm } from './useCompletionForm';
import { Actions, Form, Group, Legend, Pair } from './completion.styles';

/** Another nationality than the default: the ID field then takes a passport number. */
const OTHER_NATIONALITY = 'OTHER';

const NATIONALITIES = [
  { value: DEFAULT_NATIONALITY, label: 'gaia_completion_nationality_zwe' },
  { value: OTHER_NATIONALITY, label: 'gaia_completion_nationality_other' },
];

/** F2.12: /complete — the individual's missing details, starting from what the server holds. */
export function IndividualCompletionForm({ profile }: { profile: PartyProfile }) {
  const t = useT();
  const today = useMemo(() => calendarDayOf(new Date()), []);
  const { form, keepDocument } = useCompletionForm<IndividualCompletionValues>({
    defaultValues: () => individualCompletionValues(profile),
    rules: (values) => validateIndividualCompletion(values, today),
    update: (values, document) => profileApi.updateIndividual(individualProfileUpdate(profile, values, document)),
  });
  const { values } = form;

  return (
    <FormFields form={form}>
      <Form noValidate onSubmit={form.handleSubmit} aria-describedby="completion-form-error">
        <FormError id="completion-form-error">{form.formError}</FormError>
        <Group>
          <Legend>{t('gaia_completion_section_identity')}</Legend>
          <Pair>
            <FormTextField name="firstName" label="gaia_completion_first_name" autoComplete="given-name" required maxLength={COMPLETION_LIMITS.name} normalise={normalisePartyName} />
            <FormTextField name="lastName" label="gaia_completion_last_name" autoComplete="family-name" required maxLength={COMPLETION_LIMITS.name} normalise={normalisePartyName} />
          </Pair>
          <GenderChoice
            label="gaia_completion_gender"
            required
            value={values.gender === 'male' || values.gender === 'female' ? values.gender : null}
            onChange={(gender) => form.change('gender', gender)}
            {...(form.errorOf('gender') ? { error: form.errorOf('gender') } : {})}
          />
          <FormTextField name="birthday" label="gaia_completion_birthday" hint="gaia_completion_birthday_hint" inputMode="numeric" autoComplete="bday" required maxLength={8} normalise={normaliseDigits} />
          <Select
            label="gaia_completion_nationality"
            required
            options={NATIONALITIES}
            value={values.nationality === DEFAULT_NATIONALITY ? DEFAULT_NATIONALITY : OTHER_NATIONALITY}
            onChange={(value) => form.change('nationality', value)}
            {...(form.errorOf('nationality') ? { error: form.errorOf('nationality') } : {})}
          />
          <FormTextField name="idNbr" label="gaia_completion_id_nbr" hint="gaia_completion_id_hint" required maxLength={COMPLETION_LIMITS.idNbr} normalise={normaliseIdNbr} />
        </Group>
        <Group>
          <Legend>{t('gaia_completion_section_contacts')}</Legend>
          <FormTextField name="contactNbr" label="gaia_completion_contact" type="tel" inputMode="tel" autoComplete="tel" required maxLength={COMPLETION_LIMITS.contactNbr} normalise={normaliseDigits} />
          <FormTextField name="email" label="gaia_completion_email" hint="gaia_completion_optional" type="email" autoComplete="email" maxLength={COMPLETION_LIMITS.email} />
        </Group>
        <AddressGroup />
        <DocumentGroup name="idCopyPath" label="gaia_completion_id_copy" defaultFile={idCopyOf(profile) ?? null} onUploaded={keepDocument} />
        <Actions>
          <Button type="submit" loading={form.pending}>{t('gaia_completion_submit')}</Button>
        </Actions>
      </Form>
    </FormFields>
  );
}
