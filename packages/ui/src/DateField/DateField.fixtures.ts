import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { DateField } from './DateField';

/** The meta the DateField stories and feature stories share (all but the title). */
export const dateFieldStoryDefaults = {
  args: {
    label: 'gaia_pickers_example_birthday_label',
    minAge: 16,
    maxAge: 99,
    today: '20240615',
    onChange: fn(),
  },
} satisfies Meta<typeof DateField>;
