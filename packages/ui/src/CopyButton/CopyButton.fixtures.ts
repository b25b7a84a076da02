import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { CopyButton } from './CopyButton';

/** The meta the CopyButton stories and feature stories share (all but the title). */
export const copyButtonStoryDefaults = {
  args: { text: '2405120001', label: 'gaia_feedback_example_copy_order', onCopy: fn() },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md'] } },
} satisfies Meta<typeof CopyButton>;

/** The Playground story's starting values: the settings it turns away from the defaults. */
export const copyButtonPlaygroundArgs = {
  text: 'GAIA-7781-0042',
  label: 'gaia_feedback_copy',
  showLabel: true,
  size: 'md',
  disabled: false,
} satisfies Meta<typeof CopyButton>['args'];
