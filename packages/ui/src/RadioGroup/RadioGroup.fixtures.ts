import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { RadioGroup, RadioOption } from './RadioGroup';

/** The ways of confirming a sign-in (face or code), each with a hint, for the stories. */
export const authOptions: readonly RadioOption[] = [
  {
    value: 'face',
    label: 'gaia_controls_example_auth_face',
    hint: 'gaia_controls_example_auth_face_hint',
  },
  {
    value: 'otp',
    label: 'gaia_controls_example_auth_otp',
    hint: 'gaia_controls_example_auth_otp_hint',
  },
];

/** The meta the RadioGroup stories and feature stories share (all but the title). */
export const radioGroupStoryDefaults = {
  args: { label: 'gaia_controls_example_auth_method', options: authOptions, onChange: fn() },
  argTypes: { orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] } },
} satisfies Meta<typeof RadioGroup>;

/** The Playground story's starting values: the settings it turns away from the defaults. */
export const radioGroupPlaygroundArgs = {
  defaultValue: 'otp',
  required: true,
  orientation: 'horizontal',
  disabled: false,
  error: '',
  hint: '',
} satisfies Meta<typeof RadioGroup>['args'];
