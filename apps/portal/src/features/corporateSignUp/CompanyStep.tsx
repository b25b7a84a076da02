import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  COMPANY_DOCUMENTS_MAX,
  DEFAULT_CORPORATION_ID_TYPE,
  COMPANY_NAME_MAX_LENGTH,
  REGISTRATION_NUMBER_MAX_LENGTH,
  defaultRegistrationConfig,
  documentsError,
  normaliseCompanyName,
  normaliseRegistrationNumber,
  validateCompany,
  type CompanyValues,
} from '@gaia/domain';
import { corporateKeys, uploadStoredFile } from '@gaia/domain/api';
import { FieldError, UploadControl, useT } from '@gaia/ui';
import { FormFields, FormTextField } from '../../forms/fields';
import { useRulesForm } from '../../forms/useRulesForm';
import { corporateApi, fileApi } from './corporateApi';
import { DocumentList, DocumentRow, FieldGroup, ListTitle } from './CorporateSignUpPage.styles';
import { RemoveDocumentButton } from './RemoveDocumentButton';
import { StepFrame } from './StepFrame';
import type { DraftStepProps } from './useCorporateDraft';

export interface CompanyStepProps extends DraftStepProps {
  /** A server message for the registration number (the company is registered already). */
  registrationNumberError?: string;
  /** The registration number was changed (its server message goes). */
  onRegistrationNumberChange?: () => void;
}

/**
 * Step 1 of corporate sign-up (F2.11): the company's name, its registration number of the configured
 * corporation ID type (CORPORATION_ID_TYPE, BRN) and its documents, uploaded with the common upload
 * (F2.18) in the configured file types, one to five of them.
 */
export function CompanyStep({ flow, registrationNumberError, onRegistrationNumberChange, onCancel }: CompanyStepProps) {
  const t = useT();
  const { draft, update, go, moved } = flow;
  const idType = useQuery({ queryKey: corporateKeys.corporationIdType(), queryFn: () => corporateApi.corporationIdType(), staleTime: Infinity });
  const [documentsShown, setDocumentsShown] = useState(false);
  // A new upload control after each stored file, so the next document starts from an empty control.
  const [uploadKey, setUploadKey] = useState(0);
  const form = useRulesForm<CompanyValues>({
    defaultValues: () => draft.company,
    rules: validateCompany,
    onValueChange: (name, value) => {
      if (name === 'registrationNumber') onRegistrationNumberChange?.();
      update((current) => ({ ...current, company: { ...current.company, [name]: value } }));
    },
    shownErrors: { registrationNumber: registrationNumberError },
    submit: async () => {
      if (documentsError(draft.documents)) {
        setDocumentsShown(true);
        document.getElementById('corporate-documents-upload')?.focus();
        return;
      }
      go('representative');
    },
  });
  const documentsMessage = documentsShown ? documentsError(draft.documents) : undefined;
  const full = draft.documents.length >= COMPANY_DOCUMENTS_MAX;

  return (
    <StepFrame
      id="company"
      focusHeading={moved}
      onSubmit={(event) => {
        // The documents' message shows with the fields' ones when Next is pressed.
        setDocumentsShown(true);
        void form.handleSubmit(event);
      }}
      formError={form.formError}
      onCancel={onCancel}
    >
      <FormFields form={form}>
        <FormTextField name="companyName" label="gaia_corporate_company_name_label" autoComplete="organization" required maxLength={COMPANY_NAME_MAX_LENGTH} normalise={normaliseCompanyName} />
        <FormTextField
          name="registrationNumber"
          label={t('gaia_corporate_brn_label', { idType: idType.data ?? DEFAULT_CORPORATION_ID_TYPE })}
          hint="gaia_corporate_brn_hint"
          required
          maxLength={REGISTRATION_NUMBER_MAX_LENGTH}
          normalise={normaliseRegistrationNumber}
        />
      </FormFields>
      <FieldGroup>
        {full ? null : (
          <UploadControl
            key={uploadKey}
            id="corporate-documents-upload"
            label={draft.documents.length ? 'gaia_corporate_document_add' : 'gaia_corporate_documents_label'}
            help={t('gaia_corporate_documents_help', { max: COMPANY_DOCUMENTS_MAX })}
            required={draft.documents.length === 0}
            allowedTypes={defaultRegistrationConfig.companyDocumentFileTypes}
            upload={(file) => uploadStoredFile(fileApi, file, file.name)}
            onChange={(file) => {
              if (!file) return;
              update((current) => ({ ...current, documents: [...current.documents, file] }));
              setUploadKey((key) => key + 1);
            }}
          />
        )}
        {draft.documents.length ? (
          <>
            <ListTitle id="corporate-documents-title">{t('gaia_corporate_documents_list')}</ListTitle>
            <DocumentList aria-labelledby="corporate-documents-title">
              {draft.documents.map((file, index) => (
                <DocumentRow key={file.filePath}>
                  <span>{file.fileName}</span>
                  <RemoveDocumentButton
                    name={file.fileName}
                    onRemove={() => update((current) => ({ ...current, documents: current.documents.filter((_, at) => at !== index) }))}
                  />
                </DocumentRow>
              ))}
            </DocumentList>
          </>
        ) : null}
        <FieldError id="corporate-documents-error">{documentsMessage}</FieldError>
      </FieldGroup>
    </StepFrame>
  );
}
