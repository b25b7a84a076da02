import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { Stepper } from './Stepper';

/** The meta the Stepper stories and feature stories share (all but the title): a line count from 1 to 5. */
export const stepperStoryDefaults = {
  args: {
    label: 'gaia_controls_example_line_count',
    min: 1,
    max: 5,
    defaultValue: 1,
    onChange: fn(),
  },
} satisfies Meta<typeof Stepper>;

/** The Playground story's starting values: the settings it turns away from the defaults. */
export const stepperPlaygroundArgs = {
  min: 0,
  max: 50,
  step: 5,
  defaultValue: 10,
  showRange: true,
  disabled: false,
  readOnly: false,
  error: '',
} satisfies Meta<typeof Stepper>['args'];
