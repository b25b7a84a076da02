import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { Switch } from './Switch';

/** The meta the Switch stories and feature stories share (all but the title). */
export const switchStoryDefaults = {
  args: { label: 'gaia_controls_example_default_address', onChange: fn() },
} satisfies Meta<typeof Switch>;

/** The Playground story's starting values: the settings it turns away from the defaults. */
export const switchPlaygroundArgs = {
  hint: 'gaia_controls_example_default_address_hint',
  defaultChecked: true,
  disabled: false,
  readOnly: false,
} satisfies Meta<typeof Switch>['args'];
