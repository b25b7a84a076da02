import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { TextField } from './TextField';

/** The meta the TextField stories and feature stories share (all but the title). */
export const textFieldStoryDefaults = {
  args: { label: 'gaia_signin_account_label', onChange: fn() },
} satisfies Meta<typeof TextField>;
