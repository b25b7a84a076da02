import type { Meta, StoryObj } from '@storybook/react-vite';
import { AsyncCombobox } from './AsyncCombobox';
import { asyncComboboxStoryDefaults } from './Combobox.examples';

const meta = {
  title: 'Primitives/AsyncCombobox',
  component: AsyncCombobox,
  ...asyncComboboxStoryDefaults(300),
} satisfies Meta<typeof AsyncCombobox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: {
    required: true,
    disabled: false,
    hint: 'gaia_field_optional',
    error: '',
    debounceMs: 300,
    pageSize: 20,
    defaultValue: { value: 'SUB007', label: 'BORROWDALE' },
    name: 'suburb',
  },
};
