import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { Switch } from './Switch';

/** The meta the Switch stories and feature stories share (all but the title). */
export const switchStoryDefaults = {
  args: { label: 'gaia_controls_example_default_address', onChange: fn() },
} satisfies Meta<typeof Switch>;
