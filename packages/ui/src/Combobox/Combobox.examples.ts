import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { SelectOption } from '../Select/Select';
import type { AsyncOptionsPage } from './useAsyncOptions';
import type { AsyncCombobox } from './AsyncCombobox';
import type { Combobox } from './Combobox';

/** Example reference list for stories (suburbs and villages are names, shown as they come). */
export const suburbs: SelectOption[] = [
  'ARCADIA',
  'ASPINDALE PARK',
  'AVONDALE',
  'BELGRAVIA',
  'BELVEDERE',
  'BLUFF HILL',
  'BORROWDALE',
  'BORROWDALE BROOKE',
  'BUDIRIRO',
  'CHADCOMBE',
  'CHISIPITE',
  'CRANBORNE',
  'DZIVARASEKWA',
  'EASTLEA',
  'EMERALD HILL',
  'EPWORTH',
  'GLEN LORNE',
  'GLEN NORAH',
  'GLEN VIEW',
  'GREENDALE',
  'GREYSTONE PARK',
  'HATFIELD',
  'HIGHFIELD',
  'HIGHLANDS',
  'HILLSIDE',
  'KAMBUZUMA',
  'KUWADZANA',
  'MABELREIGN',
  'MABVUKU',
  'MARLBOROUGH',
  'MBARE',
  'MILTON PARK',
  'MOUNT PLEASANT',
  'MUFAKOSE',
  'NEWLANDS',
  'PARK MEADOWLANDS',
  'QUEENSDALE',
  'RUWA',
  'SOUTHERTON',
  'SUNNINGDALE',
  'TAFARA',
  'WARREN PARK',
  'WATERFALLS',
  'WESTGATE',
  'ZENGEZA',
].map((name, index) => ({ value: `SUB${String(index + 1).padStart(3, '0')}`, label: name }));

/**
 * An in-memory loader for stories (no network, no MSW): filters by "contains", answers a page after
 * `delay` ms, and rejects for the query 'FAIL'.
 */
export function createSuburbLoader(delay = 60) {
  return (query: string, page: number, pageSize = 20): Promise<AsyncOptionsPage> =>
    new Promise((resolve, reject) => {
      setTimeout(() => {
        if (query === 'FAIL') {
          reject(new Error('unavailable'));
          return;
        }
        const matches = suburbs.filter((option) =>
          option.label.includes(query.trim().toUpperCase()),
        );
        const start = (page - 1) * pageSize;
        resolve({
          items: matches.slice(start, start + pageSize),
          hasMore: start + pageSize < matches.length,
        });
      }, delay);
    });
}

/** Example nationality list for the synchronous combobox (spec 02: default ZWE, searchable). */
export const nationalities: SelectOption[] = [
  { value: 'BWA', label: 'Botswana' },
  { value: 'COD', label: 'Congo (DRC)' },
  { value: 'KEN', label: 'Kenya' },
  { value: 'MWI', label: 'Malawi' },
  { value: 'MOZ', label: 'Mozambique' },
  { value: 'NAM', label: 'Namibia' },
  { value: 'ZAF', label: 'South Africa' },
  { value: 'TZA', label: 'Tanzania' },
  { value: 'ZMB', label: 'Zambia' },
  { value: 'ZWE', label: 'Zimbabwe' },
];

/** The meta the Combobox stories and feature stories share (all but the title). */
export const comboboxStoryDefaults = {
  args: { label: 'gaia_pickers_example_nationality_label', options: nationalities, onChange: fn() },
} satisfies Meta<typeof Combobox>;

/**
 * The meta the AsyncCombobox stories and feature stories share (all but the title): the suburb
 * search, answered after `delay` ms and upper-cased as typed.
 */
export function asyncComboboxStoryDefaults(delay: number) {
  return {
    args: {
      label: 'gaia_pickers_example_suburb_label',
      loadOptions: fn(createSuburbLoader(delay)),
      normalise: (value: string) => value.toUpperCase(),
      maxLength: 150,
      onChange: fn(),
    },
  } satisfies Meta<typeof AsyncCombobox>;
}

/** The Playground story's starting values: the settings it turns away from the defaults. */
export const comboboxPlaygroundArgs = {
  defaultValue: 'ZWE',
  required: true,
  disabled: false,
  hint: 'gaia_field_optional',
  error: '',
  maxLength: 60,
  name: 'nationality',
} satisfies Meta<typeof Combobox>['args'];

/** The Playground story's starting values: the settings it turns away from the defaults. */
export const asyncComboboxPlaygroundArgs = {
  required: true,
  disabled: false,
  hint: 'gaia_field_optional',
  error: '',
  debounceMs: 300,
  pageSize: 20,
  defaultValue: { value: 'SUB007', label: 'BORROWDALE' },
  name: 'suburb',
} satisfies Meta<typeof AsyncCombobox>['args'];
