import {
  COMPLETION_LIMITS,
  corporateCompletionValues,
  corporateProfileUpdate,
  idCopyOf,
  normaliseDigits,
  normaliseIdNbr,
  validateCorporateCompletion,
  type CorporateCompletionValues,
  type PartyProfile,
} from '@gaia/domain';
import { Button, FormError, useT } from '@gaia/ui';
import { FormFields, FormTextField } from '../../forms/fields';
import { profileApi } from './profileApi';
import { AddressGroup } from './AddressGroup';
import { DocumentGroup } from './DocumentGroup';
import { useCompletionForm } from './useCompletionForm';
import { Actions, Form, Group, Legend, Pair } from './completion.styles';

/** F2.12: /complete-c — the company's missing details: name, registration, contacts, address, certificate, bank. */
export function CorporateCompletionForm({ profile }: { profile: PartyProfile }) {
  const t = useT();
  const { form, keepDocument } = useCompletionForm<CorporateCompletionValues>({
    defaultValues: () => corporateCompletionValues(profile),
    rules: validateCorporateCompletion,
    update: (values, document) => profileApi.updateCorporate(corporateProfileUpdate(profile, values, document)),
  });

  return (
    <FormFields form={form}>
      <Form noValidate onSubmit={form.handleSubmit}>
        <FormError>{form.formError}</FormError>
        <Group>
          <Legend>{t('gaia_completion_section_company')}</Legend>
          <FormTextField name="companyName" label="gaia_completion_company_name" autoComplete="organization" required maxLength={COMPLETION_LIMITS.companyName} />
          <FormTextField name="registrationNbr" label="gaia_completion_registration_nbr" required maxLength={COMPLETION_LIMITS.idNbr} normalise={normaliseIdNbr} />
        </Group>
        <Group>
          <Legend>{t('gaia_completion_section_contacts')}</Legend>
          <Pair>
            <FormTextField name="contactNbr" label="gaia_completion_contact" type="tel" inputMode="tel" autoComplete="tel" required maxLength={COMPLETION_LIMITS.contactNbr} normalise={normaliseDigits} />
            <FormTextField name="email" label="gaia_completion_email" type="email" autoComplete="email" required maxLength={COMPLETION_LIMITS.email} />
          </Pair>
        </Group>
        <AddressGroup />
        <DocumentGroup name="documentPath" label="gaia_completion_company_document" defaultFile={idCopyOf(profile) ?? null} onUploaded={keepDocument} />
        <Group>
          <Legend>{t('gaia_completion_section_bank')}</Legend>
          <FormTextField name="bankName" label="gaia_completion_bank_name" required maxLength={COMPLETION_LIMITS.bankName} />
          <Pair>
            <FormTextField name="bankAccountNbr" label="gaia_completion_bank_account" inputMode="numeric" required maxLength={COMPLETION_LIMITS.bankAccountNbr} normalise={normaliseDigits} />
            <FormTextField name="bankAccountName" label="gaia_completion_bank_account_name" required maxLength={COMPLETION_LIMITS.name} />
          </Pair>
        </Group>
        <Actions>
          <Button type="submit" loading={form.pending}>{t('gaia_completion_submit')}</Button>
        </Actions>
      </Form>
    </FormFields>
  );
}
