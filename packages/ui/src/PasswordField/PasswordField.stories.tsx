import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasswordField } from './PasswordField';
import { passwordFieldStoryDefaults } from './PasswordField.fixtures';

const meta = {
  title: 'Primitives/PasswordField',
  component: PasswordField,
  ...passwordFieldStoryDefaults,
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { required: true, maxLength: 30, error: '' },
};
