import { useRef, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  LEVELS_BELOW,
  SUBURB_PAGE_SIZE,
  SUBURB_SEARCH_DEBOUNCE_MS,
  SUBURB_SEARCH_MAX_LENGTH,
  normaliseStreet,
  normaliseSuburbSearch,
  supplementaryRules,
  supplementaryValuesOf,
  toSupplementaryData,
  type AddressLevel,
  type ReferenceChoice,
  type SupplementaryData,
  type SupplementaryFormValues,
} from '@gaia/domain';
import { SupplementaryEntity } from '@gaia/domain/api';
import { AsyncCombobox, useT, type LoadOptions, type SelectOption } from '@gaia/ui';
import { FormFields, FormTextField } from '../../../forms/fields';
import { useRulesForm } from '../../../forms/useRulesForm';
import { queryClient } from '../../../app/queryClient';
import { useBoundValue } from './boundField';
import { identityReadApi } from './identityApi';
import { addressChildrenQuery, referenceListQuery } from './identityQueries';
import { FieldGrid, Intro, Section, StepForm } from './identity.styles';
import { ListSelect } from './ListSelect';
import { StepActions } from './StepActions';
import { StepTitle } from './StepTitle';

export interface SupplementaryStepProps {
  /** Entries restored (Back, a reload of the step) or held on the profile (upgrade). */
  initial?: Partial<SupplementaryData>;
  /** Fields held on the existing profile (upgrade): shown, not changeable, with the reason. */
  locked?: ReadonlySet<string>;
  /** Told of every change, so nothing typed is lost (the page keeps the draft). */
  onDraft?(draft: Partial<SupplementaryData>): void;
  onNext(data: SupplementaryData): void;
  onBack(): void;
  /** The main button's label (a message key), e.g. the reading whose last step this is. @default 'gaia_signup_identity_next' */
  nextLabel?: string;
}

type Named = 'suburb' | AddressLevel;
type Names = Record<Named, ReferenceChoice | undefined>;

const NO_LOCKS: ReadonlySet<string> = new Set();
const LOCKED_NOTE = 'gaia_signup_identity_locked_hint';

/** The step's personal lists: reference lists of the backend. */
const PERSONAL_LISTS = [
  { field: 'title', id: 'signup-supp-title', label: 'gaia_signup_supp_title', entity: SupplementaryEntity.title },
  { field: 'maritalStatus', id: 'signup-supp-marital', label: 'gaia_signup_supp_marital', entity: SupplementaryEntity.maritalStatus },
] as const;

/** The address below the suburb, top down: each level lists the children of the level above it. */
const ADDRESS_LEVELS: readonly { level: AddressLevel; above?: AddressLevel; label: string }[] = [
  { level: 'province', label: 'gaia_signup_supp_province' },
  { level: 'city', above: 'province', label: 'gaia_signup_supp_city' },
  { level: 'town', above: 'city', label: 'gaia_signup_supp_town' },
];

/** The suburb search: pages of the standard addresses, as the kit's async combobox takes them. */
const loadSuburbs: LoadOptions = async (query, page, pageSize) => {
  const found = await identityReadApi.searchSuburbs({ keyword: query, page, pageSize });
  return {
    items: found.items.map((choice) => ({ value: choice.id, label: choice.name })),
    hasMore: found.hasMore,
  };
};

function draftOf(values: SupplementaryFormValues, names: Names): Partial<SupplementaryData> {
  const draft: Partial<SupplementaryData> = {};
  if (values.title) draft.title = values.title;
  if (values.maritalStatus) draft.maritalStatus = values.maritalStatus;
  if (values.street) draft.street = values.street;
  for (const field of ['suburb', 'province', 'city', 'town'] as const) {
    const choice = names[field];
    if (values[field] && choice) draft[field] = choice;
  }
  return draft;
}

/**
 * F2.6: the supplementary profile of sign-up (spec 02 §5) — title and marital status from the
 * reference lists, the street upper-cased (150 at most), the suburb or village by search (upper-
 * cased, 150 at most, 300 ms after typing stops, 20 a page), and province, city and town, each list
 * loading once the level above is chosen (changing a level empties those below).
 */
export function SupplementaryStep({
  initial,
  locked = NO_LOCKS,
  onDraft,
  onNext,
  onBack,
  nextLabel = 'gaia_signup_identity_next',
}: SupplementaryStepProps) {
  const t = useT();
  const [names, setNames] = useState<Names>(() => ({
    suburb: initial?.suburb,
    province: initial?.province,
    city: initial?.city,
    town: initial?.town,
  }));
  const latest = useRef({ values: supplementaryValuesOf(initial), names });

  const form = useRulesForm<SupplementaryFormValues>({
    defaultValues: () => supplementaryValuesOf(initial),
    rules: supplementaryRules,
    onValueChange: (name, value) => {
      latest.current = { ...latest.current, values: { ...latest.current.values, [name]: value } };
      onDraft?.(draftOf(latest.current.values, latest.current.names));
    },
    submit: async (values) => onNext(toSupplementaryData(values, latest.current.names)),
  });

  const choose = (field: Named, choice: ReferenceChoice | undefined) => {
    const next = { ...latest.current.names, [field]: choice };
    if (field !== 'suburb') for (const below of LEVELS_BELOW[field]) next[below] = undefined;
    latest.current = { ...latest.current, names: next };
    setNames(next);
    form.change(field, choice?.id ?? '');
    if (field !== 'suburb')
      for (const below of LEVELS_BELOW[field]) if (form.values[below]) form.change(below, '');
  };

  const title = useBoundValue(form, 'title');
  const marital = useBoundValue(form, 'maritalStatus');
  const suburb = useBoundValue(form, 'suburb');
  const province = useBoundValue(form, 'province');
  const city = useBoundValue(form, 'city');
  const town = useBoundValue(form, 'town');
  const note = (field: keyof SupplementaryData) => (locked.has(field) ? LOCKED_NOTE : undefined);
  const bound = { title, maritalStatus: marital, province, city, town };
  /** A list's binding to its field: the value, the leave, the message and an upgrade's lock. */
  const bindingOf = (field: keyof typeof bound) => ({
    value: bound[field].value,
    onBlur: bound[field].onBlur,
    error: bound[field].error,
    lockedNote: note(field),
  });
  const suburbChoice: SelectOption | null =
    names.suburb && suburb.value ? { value: names.suburb.id, label: names.suburb.name } : null;

  // The lists are cached queries of the portal's one client, wherever the page renders the step.
  return (
    <QueryClientProvider client={queryClient}>
      <StepForm onSubmit={form.handleSubmit} noValidate aria-labelledby="signup-supp-heading">
        <StepTitle id="signup-supp-heading">gaia_signup_supp_heading</StepTitle>
        <Intro>{t('gaia_signup_supp_intro')}</Intro>
        <Section aria-labelledby="signup-supp-heading">
          <FormFields form={form}>
            <FieldGrid>
              {PERSONAL_LISTS.map(({ field, id, label, entity }) => (
                <ListSelect
                  key={field}
                  id={id}
                  query={referenceListQuery(entity)}
                  label={label}
                  onChange={(choice) => bound[field].onChange(choice?.id ?? '')}
                  {...bindingOf(field)}
                />
              ))}
            </FieldGrid>
            <FormTextField
              name="street"
              label="gaia_signup_supp_street"
              required
              autoComplete="street-address"
              normalise={normaliseStreet}
              readOnly={locked.has('street')}
              hint={note('street')}
            />
            <AsyncCombobox
              id="signup-supp-suburb"
              label="gaia_signup_supp_suburb"
              required
              loadOptions={loadSuburbs}
              debounceMs={SUBURB_SEARCH_DEBOUNCE_MS}
              pageSize={SUBURB_PAGE_SIZE}
              normalise={normaliseSuburbSearch}
              maxLength={SUBURB_SEARCH_MAX_LENGTH}
              placeholder="gaia_signup_supp_suburb_placeholder"
              emptyLabel="gaia_signup_supp_suburb_empty"
              value={suburbChoice}
              onChange={(option) =>
                choose('suburb', option ? { id: option.value, name: option.label } : undefined)
              }
              onBlur={suburb.onBlur}
              disabled={locked.has('suburb')}
              {...(note('suburb') ? { hint: note('suburb') } : {})}
              {...(suburb.error ? { error: suburb.error } : {})}
            />
            <FieldGrid>
              {ADDRESS_LEVELS.map(({ level, above, label }) => (
                <ListSelect
                  key={level}
                  id={`signup-supp-${level}`}
                  // The provinces list at once; each level below waits for a choice in the level above.
                  query={addressChildrenQuery(above ? bound[above].value : '')}
                  {...(above ? { enabled: bound[above].value !== '' } : {})}
                  label={label}
                  onChange={(choice) => choose(level, choice)}
                  {...bindingOf(level)}
                />
              ))}
            </FieldGrid>
          </FormFields>
        </Section>
        <StepActions onBack={onBack} pending={form.pending} nextLabel={nextLabel} />
      </StepForm>
    </QueryClientProvider>
  );
}
