import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { SegmentedControl, SegmentOption } from './SegmentedControl';

/** The two account types of the sign-in screens, for the stories. */
export const accountTypes: readonly SegmentOption[] = [
  { value: 'i', label: 'gaia_controls_example_individual' },
  { value: 'c', label: 'gaia_controls_example_corporate' },
];

/** The meta the SegmentedControl stories and feature stories share (all but the title). */
export const segmentedControlStoryDefaults = {
  args: {
    label: 'gaia_controls_example_account_type',
    options: accountTypes,
    defaultValue: 'i',
    onChange: fn(),
  },
} satisfies Meta<typeof SegmentedControl>;
