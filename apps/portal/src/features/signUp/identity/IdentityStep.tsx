import { useMemo, useRef, useState } from 'react';
import {
  calendarDayOf,
  formatBirthday,
  identityRules,
  identityValuesOf,
  isNonNational,
  likelyDocument,
  normaliseName,
  ocrPrefill,
  toIdentityData,
  type IdentityData,
  type IdentityFormValues,
  type OcrReading,
  type RegistrationConfig,
  type StepOneData,
  type StoredFileDetail,
  type UploadedFile,
} from '@gaia/domain';
import { uploadIdCopyOutcome } from '@gaia/domain/api';
import { DateField, GenderChoice, UploadControl, useT, type Gender } from '@gaia/ui';
import { FormFields, FormTextField } from '../../../forms/fields';
import { useRulesForm } from '../../../forms/useRulesForm';
import { useBoundValue } from './boundField';
import { fieldAccess, type FieldAccess } from './fieldAccess';
import { identityApi } from './identityApi';
import {
  Facts,
  FieldGrid,
  FieldReason,
  Intro,
  Section,
  SectionHeading,
  StepForm,
} from './identity.styles';
import { OcrPanel } from './OcrPanel';
import { StepActions } from './StepActions';
import { StepTitle } from './StepTitle';
import { useIdOcr } from './useIdOcr';

export interface IdentityStepProps {
  /** Entries restored (Back, a reload of the step) or held on the profile (upgrade). */
  initial?: Partial<IdentityData>;
  /** Step one: nationality, ID type and number. */
  stepOne: StepOneData;
  /** Fields held on the existing profile (upgrade): read-only, with the reason shown. */
  locked?: ReadonlySet<string>;
  config: RegistrationConfig;
  /** Told of every change, so nothing typed is lost (the page keeps the draft). */
  onDraft?(draft: Partial<IdentityData>): void;
  /** Next: the checked identity details. */
  onNext(data: IdentityData): void;
  onBack(): void;
}

/** How many years ahead an ID's expiry may be chosen (ours: passports run 10 years, a margin beyond). */
const EXPIRY_YEARS_AHEAD = 30;

const NO_LOCKS: ReadonlySet<string> = new Set();

/** The person's two names, given and family, each upper-cased as typed (normaliseName). */
const NAME_FIELDS = [
  { name: 'firstName', label: 'gaia_signup_identity_first_name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'gaia_signup_identity_last_name', autoComplete: 'family-name' },
] as const;

/** A date field's binding to the form, read-only where its access says so. */
function dateBinding(bound: ReturnType<typeof useBoundValue>, access: FieldAccess) {
  return { value: bound.value, onChange: bound.onChange, error: bound.error, disabled: access.readOnly };
}

function uploadedFile(stored: StoredFileDetail, size: number): UploadedFile {
  return {
    fileId: stored.fileId ?? stored.filePath,
    fileName: stored.fileName,
    filePath: stored.filePath,
    fileSize: stored.fileSize ?? size,
  };
}

/** The draft of the form: what is filled in so far. */
function draftOf(
  values: IdentityFormValues,
  copy: UploadedFile | undefined,
  readByOcr: readonly (keyof IdentityData)[],
): Partial<IdentityData> {
  const draft: Partial<IdentityData> = {};
  if (values.gender === 'male' || values.gender === 'female') draft.gender = values.gender;
  if (values.firstName) draft.firstName = values.firstName;
  if (values.lastName) draft.lastName = values.lastName;
  if (values.birthday) draft.birthday = values.birthday;
  if (values.idExpDate) draft.idExpDate = values.idExpDate;
  if (copy && values.copyOfID === copy.filePath) draft.copyOfIDUpload = copy;
  if (readByOcr.length > 0) draft.readByOcr = readByOcr;
  return draft;
}

/**
 * F2.4, F2.5, F2.20: the identity details of sign-up (spec 02 §5) — OCR from a scan or a photo of the
 * ID (document choice, prefill that stays editable when allowed), gender, names upper-cased, the
 * birthday within the configured ages (out-of-range days disabled), the ID expiry for non-nationals,
 * the ID copy of the configured types. Fields held on an upgraded profile are read-only with the
 * reason shown.
 */
export function IdentityStep({
  initial,
  stepOne,
  locked = NO_LOCKS,
  config,
  onDraft,
  onNext,
  onBack,
}: IdentityStepProps) {
  const t = useT();
  const [today] = useState(() => calendarDayOf(new Date()));
  const nonNational = isNonNational(stepOne.nationality, config.defaultNationality);
  const [copy, setCopy] = useState<UploadedFile | undefined>(initial?.copyOfIDUpload);
  // The upload control takes its stored file when mounted: a new round shows OCR's picture as the copy.
  const [copyRound, setCopyRound] = useState(0);
  const [readByOcr, setReadByOcr] = useState<(keyof IdentityData)[]>(() => [
    ...(initial?.readByOcr ?? []),
  ]);
  const rules = useMemo(
    () => identityRules({ nonNational, ageLimit: config.kycAgeLimit, today }),
    [nonNational, config.kycAgeLimit, today],
  );
  const latest = useRef({ values: identityValuesOf(initial), copy, readByOcr });

  const report = (next: Partial<typeof latest.current>) => {
    latest.current = { ...latest.current, ...next };
    onDraft?.(draftOf(latest.current.values, latest.current.copy, latest.current.readByOcr));
  };

  const form = useRulesForm<IdentityFormValues>({
    defaultValues: () => identityValuesOf(initial),
    rules,
    onValueChange: (name, value) => report({ values: { ...latest.current.values, [name]: value } }),
    submit: async (values) => {
      if (!copy) return;
      onNext(
        toIdentityData(values, {
          nationality: stepOne.nationality,
          idType: stepOne.idType,
          idNbr: stepOne.idNbr,
          nonNational,
          copyOfIDUpload: copy,
          readByOcr,
        }),
      );
    },
  });

  const storeCopy = (next: UploadedFile | undefined) => {
    setCopy(next);
    latest.current = { ...latest.current, copy: next };
    form.change('copyOfID', next?.filePath ?? '');
  };

  const onRead = (reading: OcrReading, stored: StoredFileDetail & { fileSize: number }) => {
    const prefill = ocrPrefill(reading, { nonNational, locked });
    const fields: (keyof IdentityData)[] = [...prefill.fields];
    if (!locked.has('copyOfIDUpload')) {
      // The picture OCR read is a copy of the ID: it fills the copy too (and can be replaced).
      storeCopy(uploadedFile(stored, stored.fileSize));
      setCopyRound((round) => round + 1);
    }
    setReadByOcr(fields);
    latest.current = { ...latest.current, readByOcr: fields };
    for (const [name, value] of Object.entries(prefill.values))
      form.change(name as keyof IdentityFormValues, value);
  };

  const ocr = useIdOcr({ nationality: stepOne.nationality, idNbr: stepOne.idNbr, config, onRead });
  const access = (field: keyof IdentityData) =>
    fieldAccess(field, { locked, readByOcr, allowOcrModify: config.allowOcrModify });
  const gender = useBoundValue(form, 'gender');
  const birthday = useBoundValue(form, 'birthday');
  const expiry = useBoundValue(form, 'idExpDate');
  const copyField = useBoundValue(form, 'copyOfID');
  const genderAccess = access('gender');
  const birthdayAccess = access('birthday');
  const expiryAccess = access('idExpDate');
  const copyAccess = access('copyOfIDUpload');
  const expiryLatest = formatBirthday({
    ...today,
    year: today.year + EXPIRY_YEARS_AHEAD,
    month: 12,
    day: 31,
  });

  return (
    <StepForm onSubmit={form.handleSubmit} noValidate aria-labelledby="signup-identity-heading">
      <StepTitle id="signup-identity-heading">gaia_signup_identity_heading</StepTitle>
      <Intro>{t('gaia_signup_identity_intro')}</Intro>
      <Facts>
        <dt>{t('gaia_signup_identity_nationality')}</dt>
        <dd dir="ltr">{stepOne.nationality}</dd>
        <dt>{t('gaia_signup_identity_id_number')}</dt>
        <dd dir="ltr">{stepOne.idNbr}</dd>
      </Facts>
      <OcrPanel
        ocr={ocr}
        likelyDocument={likelyDocument(stepOne.nationality, config.defaultNationality)}
        fileTypes={config.idCopyFileTypes}
      />
      <Section aria-labelledby="signup-identity-details">
        <SectionHeading id="signup-identity-details">
          {t('gaia_signup_identity_details_heading')}
        </SectionHeading>
        <FormFields form={form}>
          <GenderChoice
            required
            value={(gender.value || null) as Gender | null}
            onChange={(value) => gender.onChange(value)}
            readOnly={genderAccess.readOnly}
            {...(genderAccess.note ? { hint: genderAccess.note } : {})}
            {...(gender.error ? { error: gender.error } : {})}
          />
          <FieldGrid>
            {NAME_FIELDS.map(({ name, label, autoComplete }) => (
              <FormTextField
                key={name}
                name={name}
                label={label}
                required
                autoComplete={autoComplete}
                normalise={normaliseName}
                readOnly={access(name).readOnly}
                hint={access(name).note}
              />
            ))}
          </FieldGrid>
          <DateField
            label="gaia_signup_identity_birthday"
            required
            {...dateBinding(birthday, birthdayAccess)}
            {...(birthdayAccess.note ? { hint: birthdayAccess.note } : {})}
            {...config.kycAgeLimit}
          />
          {nonNational ? (
            <DateField
              label="gaia_signup_identity_expiry"
              required
              {...dateBinding(expiry, expiryAccess)}
              hint={expiryAccess.note ?? 'gaia_signup_identity_expiry_hint'}
              earliest={formatBirthday(today)}
              latest={expiryLatest}
              outOfRangeError="gaia_signup_identity_expiry_past"
            />
          ) : null}
          <UploadControl
            key={copyRound}
            label="gaia_signup_identity_copy"
            help="gaia_signup_identity_copy_help"
            required
            allowedTypes={config.idCopyFileTypes}
            defaultFile={copy ?? null}
            disabled={copyAccess.readOnly}
            error={copyField.error}
            upload={(file) =>
              uploadIdCopyOutcome(identityApi, file, file.name, {
                nationality: stepOne.nationality,
                idType: stepOne.idType,
              })
            }
            onChange={(stored) =>
              storeCopy(stored ? uploadedFile(stored, stored.fileSize ?? 0) : undefined)
            }
          />
          {copyAccess.note ? <FieldReason>{t(copyAccess.note)}</FieldReason> : null}
        </FormFields>
      </Section>
      <StepActions onBack={onBack} pending={form.pending} />
    </StepForm>
  );
}
