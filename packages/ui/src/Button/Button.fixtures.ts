import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { buttonLookArgTypes } from '../internal/stories/buttonArgTypes';
import type { Button } from './Button';

/** The meta the Button stories and feature stories share (all but the title). */
export const buttonStoryDefaults = {
  args: { children: 'gaia_signin_submit', onClick: fn() },
  argTypes: buttonLookArgTypes,
} satisfies Meta<typeof Button>;

/** The Playground story's starting values: the settings it turns away from the defaults. */
export const buttonPlaygroundArgs = {
  variant: 'secondary',
  size: 'lg',
  loading: false,
  disabled: false,
  fullWidth: false,
} satisfies Meta<typeof Button>['args'];
