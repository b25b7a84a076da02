import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { Checkbox } from './Checkbox';

/** The meta the Checkbox stories and feature stories share (all but the title). */
export const checkboxStoryDefaults = {
  args: { label: 'gaia_controls_example_terms', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

/** The Playground story's starting values: the settings it turns away from the defaults. */
export const checkboxPlaygroundArgs = {
  required: true,
  hint: 'gaia_field_optional',
  error: '',
  disabled: false,
  indeterminate: false,
} satisfies Meta<typeof Checkbox>['args'];
