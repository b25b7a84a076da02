import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { X } from '../internal/icons/glyphs';
import type { IconButton } from './IconButton';

/** The meta the IconButton stories and feature stories share (all but the title). */
export const iconButtonStoryDefaults = {
  args: { label: 'gaia_action_close', icon: <X />, onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['ghost', 'secondary', 'primary'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    icon: { control: false },
  },
} satisfies Meta<typeof IconButton>;

/** The Playground story's starting values: the settings it turns away from the defaults. */
export const iconButtonPlaygroundArgs = {
  variant: 'secondary',
  size: 'lg',
  disabled: false,
} satisfies Meta<typeof IconButton>['args'];
