import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { Checkbox } from './Checkbox';

/** The meta the Checkbox stories and feature stories share (all but the title). */
export const checkboxStoryDefaults = {
  args: { label: 'gaia_controls_example_terms', onChange: fn() },
} satisfies Meta<typeof Checkbox>;
