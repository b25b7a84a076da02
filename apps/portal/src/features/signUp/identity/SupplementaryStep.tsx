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
              <ListSelect
                id="signup-supp-title"
                query={referenceListQuery(SupplementaryEntity.title)}
                label="gaia_signup_supp_title"
                value={title.value}
                onChange={(choice) => title.onChange(choice?.id ?? '')}
                onBlur={title.onBlur}
                error={title.error}
                lockedNote={note('title')}
              />
              <ListSelect
                id="signup-supp-marital"
                query={referenceListQuery(SupplementaryEntity.maritalStatus)}
                label="gaia_signup_supp_marital"
                value={marital.value}
                onChange={(choice) => marital.onChange(choice?.id ?? '')}
                onBlur={marital.onBlur}
                error={marital.error}
                lockedNote={note('maritalStatus')}
              />
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
              <ListSelect
                id="signup-supp-province"
                query={addressChildrenQuery('')}
                label="gaia_signup_supp_province"
                value={province.value}
                onChange={(choice) => choose('province', choice)}
                onBlur={province.onBlur}
                error={province.error}
                lockedNote={note('province')}
              />
              <ListSelect
                id="signup-supp-city"
                query={addressChildrenQuery(province.value)}
                enabled={province.value !== ''}
                label="gaia_signup_supp_city"
                value={city.value}
                onChange={(choice) => choose('city', choice)}
                onBlur={city.onBlur}
                error={city.error}
                lockedNote={note('city')}
              />
              <ListSelect
                id="signup-supp-town"
                query={addressChildrenQuery(city.value)}
                enabled={city.value !== ''}
                label="gaia_signup_supp_town"
                value={town.value}
                onChange={(choice) => choose('town', choice)}
                onBlur={town.onBlur}
                error={town.error}
                lockedNote={note('town')}
              />
            </FieldGrid>
          </FormFields>
        </Section>
        <StepActions onBack={onBack} pending={form.pending} nextLabel={nextLabel} />
      </StepForm>
    </QueryClientProvider>
  );
}
