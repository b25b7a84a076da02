import type { Meta } from '@storybook/react-vite';
import type { ProgressBar } from './ProgressBar';

/** The meta the ProgressBar stories and feature stories share (all but the title). */
export const progressBarStoryDefaults = {
  args: { label: 'gaia_feedback_example_upload', value: 40 },
} satisfies Meta<typeof ProgressBar>;
