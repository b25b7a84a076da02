import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { SelectOption } from './Select';
import type { Select } from './Select';

/** Example choices for stories: the title list of spec 02 §3 (one disabled to show the state). */
export const titleOptions: SelectOption[] = [
  { value: 'MR', label: 'gaia_pickers_example_title_mr' },
  { value: 'MRS', label: 'gaia_pickers_example_title_mrs' },
  { value: 'MS', label: 'gaia_pickers_example_title_ms' },
  { value: 'DR', label: 'gaia_pickers_example_title_dr', disabled: true },
];

/** Example marital statuses for stories. */
export const maritalOptions: SelectOption[] = [
  { value: 'S', label: 'gaia_pickers_example_marital_single' },
  { value: 'M', label: 'gaia_pickers_example_marital_married' },
  { value: 'D', label: 'gaia_pickers_example_marital_divorced' },
  { value: 'W', label: 'gaia_pickers_example_marital_widowed' },
];

/** The meta the Select stories and feature stories share (all but the title). */
export const selectStoryDefaults = {
  args: { label: 'gaia_pickers_example_title_label', options: titleOptions, onChange: fn() },
} satisfies Meta<typeof Select>;

/** The Playground story's starting values: the settings it turns away from the defaults. */
export const selectPlaygroundArgs = {
  label: 'gaia_pickers_example_marital_label',
  options: maritalOptions,
  required: true,
  disabled: false,
  hint: 'gaia_field_optional',
  error: '',
  defaultValue: 'M',
  name: 'maritalStatus',
} satisfies Meta<typeof Select>['args'];
