import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { PasswordField } from './PasswordField';

/** The meta the PasswordField stories and feature stories share (all but the title). */
export const passwordFieldStoryDefaults = {
  args: { label: 'gaia_signin_password_label', onChange: fn() },
} satisfies Meta<typeof PasswordField>;
