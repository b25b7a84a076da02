import type { Meta, StoryObj } from '@storybook/react-vite';
import { Select } from './Select';
import { maritalOptions, selectStoryDefaults } from './Select.examples';

const meta = {
  title: 'Primitives/Select',
  component: Select,
  ...selectStoryDefaults,
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: {
    label: 'gaia_pickers_example_marital_label',
    options: maritalOptions,
    required: true,
    disabled: false,
    hint: 'gaia_field_optional',
    error: '',
    defaultValue: 'M',
    name: 'maritalStatus',
  },
};
