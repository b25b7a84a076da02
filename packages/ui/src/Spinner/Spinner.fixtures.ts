import type { Meta } from '@storybook/react-vite';
import type { Spinner } from './Spinner';

/** The meta the Spinner stories and feature stories share (all but the title). */
export const spinnerStoryDefaults = {
  args: { label: 'gaia_loading' },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    delay: { control: { type: 'number', min: 0, step: 100 } },
  },
} satisfies Meta<typeof Spinner>;
