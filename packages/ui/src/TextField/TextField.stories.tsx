import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from './TextField';
import { textFieldStoryDefaults } from './TextField.fixtures';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  ...textFieldStoryDefaults,
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { required: true, hint: 'gaia_field_optional', maxLength: 60, placeholder: '' },
};
