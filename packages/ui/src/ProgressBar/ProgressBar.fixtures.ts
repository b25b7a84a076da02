import type { Meta } from '@storybook/react-vite';
import type { ProgressBar } from './ProgressBar';

/** The meta the ProgressBar stories and feature stories share (all but the title). */
export const progressBarStoryDefaults = {
  args: { label: 'gaia_feedback_example_upload', value: 40 },
  argTypes: { size: { control: 'inline-radio', options: ['md', 'lg'] } },
} satisfies Meta<typeof ProgressBar>;

/** The Playground story's starting values: the settings it turns away from the defaults. */
export const progressBarPlaygroundArgs = {
  value: 65,
  indeterminate: false,
  size: 'lg',
  hideLabel: false,
  showValueText: true,
} satisfies Meta<typeof ProgressBar>['args'];
