import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FormError } from './FieldError';

const meta = {
  title: 'Primitives/FieldError/Features',
  component: FormError,
} satisfies Meta<typeof FormError>;

export default meta;
type Story = StoryObj<typeof meta>;

// F1.7
/** A server message (already in the user's language) is shown as is, in an alert. */
export const ServerMessageInAlert: Story = {
  args: { children: 'The account or password is incorrect.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The account or password is incorrect.');
  },
};

/** A message key is translated in the current locale. */
export const MessageKeyTranslated: Story = {
  args: { children: 'gaia_tip_bad_credentials' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/incorrect|غير صحيحة/);
  },
};
