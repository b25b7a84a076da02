import type { FormRules } from '../../kernel/forms/formRules';
import { compose, limitLength, upperCase } from '../../kernel/rules/normalise';
import { exceedsLength } from '../../kernel/rules/rules';
import type { AddressLevel, ReferenceChoice, SupplementaryData } from './model';
import { SupplementaryMessageKey } from './messageKeys';

/**
 * The supplementary profile of sign-up (spec 02 §5 "Supplementary"; F2.6): title, marital status,
 * street (max 150, upper-cased), suburb or village by search (upper-cased, max 150, debounced
 * 300 ms, page size 20) and province, city and town, all required.
 */

/** Spec 02 §9: street address at most 150. */
export const STREET_MAX_LENGTH = 150;
/** Spec 02 §5: the suburb search input at most 150. */
export const SUBURB_SEARCH_MAX_LENGTH = 150;
/** Spec 02 §5: the suburb search waits 300 ms after the last keystroke. */
export const SUBURB_SEARCH_DEBOUNCE_MS = 300;
/** Spec 02 §5: the suburb search pages by 20. */
export const SUBURB_PAGE_SIZE = 20;

/** The street as typed: upper-cased (the length is checked, so a pasted long text shows why it is refused). */
export const normaliseStreet = upperCase;
/** The suburb search text: upper-cased and cut at 150. */
export const normaliseSuburbSearch = compose(upperCase, limitLength(SUBURB_SEARCH_MAX_LENGTH));

/** The supplementary form: choices by their ids, '' while none. */
export interface SupplementaryFormValues {
  title: string;
  maritalStatus: string;
  street: string;
  suburb: string;
  province: string;
  city: string;
  town: string;
}

export const emptySupplementaryValues: SupplementaryFormValues = {
  title: '',
  maritalStatus: '',
  street: '',
  suburb: '',
  province: '',
  city: '',
  town: '',
};

const chosen = (value: string, key: string) => (value.trim() === '' ? key : undefined);

/** F2.6: each field's message key. */
export const supplementaryRules: FormRules<SupplementaryFormValues> = (values) => ({
  title: chosen(values.title, SupplementaryMessageKey.titleRequired),
  maritalStatus: chosen(values.maritalStatus, SupplementaryMessageKey.maritalStatusRequired),
  street:
    values.street.trim() === ''
      ? SupplementaryMessageKey.streetRequired
      : exceedsLength(values.street, STREET_MAX_LENGTH)
        ? SupplementaryMessageKey.streetTooLong
        : undefined,
  suburb: chosen(values.suburb, SupplementaryMessageKey.suburbRequired),
  province: chosen(values.province, SupplementaryMessageKey.provinceRequired),
  city: chosen(values.city, SupplementaryMessageKey.cityRequired),
  town: chosen(values.town, SupplementaryMessageKey.townRequired),
});

/** The levels under each level of the address tree: changing a level empties those below it. */
export const LEVELS_BELOW: Readonly<Record<AddressLevel, readonly AddressLevel[]>> = {
  province: ['city', 'town'],
  city: ['town'],
  town: [],
};

/** The level whose choices a level's list depends on (none for provinces). */
export const PARENT_LEVEL: Readonly<Record<AddressLevel, AddressLevel | undefined>> = {
  province: undefined,
  city: 'province',
  town: 'city',
};

/** The supplementary data of checked values and the chosen entries' names. */
export function toSupplementaryData(
  values: SupplementaryFormValues,
  names: Readonly<Record<'suburb' | AddressLevel, ReferenceChoice | undefined>>,
): SupplementaryData {
  const choice = (field: 'suburb' | AddressLevel): ReferenceChoice => ({
    id: values[field],
    name: names[field]?.name ?? '',
  });
  return {
    title: values.title,
    maritalStatus: values.maritalStatus,
    street: upperCase(values.street.trim()),
    suburb: choice('suburb'),
    province: choice('province'),
    city: choice('city'),
    town: choice('town'),
  };
}

/** The form's values from saved data (a draft, or the data restored on Back). */
export function supplementaryValuesOf(
  data: Partial<SupplementaryData> | undefined,
): SupplementaryFormValues {
  return {
    title: data?.title ?? '',
    maritalStatus: data?.maritalStatus ?? '',
    street: data?.street ?? '',
    suburb: data?.suburb?.id ?? '',
    province: data?.province?.id ?? '',
    city: data?.city?.id ?? '',
    town: data?.town?.id ?? '',
  };
}
