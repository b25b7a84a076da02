import type { Meta } from '@storybook/react-vite';
import type { Meter } from './Meter';

/** The meta the Meter stories and feature stories share (all but the title). */
export const meterStoryDefaults = {
  args: { label: 'gaia_feedback_example_data', value: 3.2, max: 10 },
  argTypes: { size: { control: 'inline-radio', options: ['md', 'lg'] } },
} satisfies Meta<typeof Meter>;
