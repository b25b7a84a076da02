import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AsyncCombobox } from './AsyncCombobox';
import { createSuburbLoader } from './Combobox.examples';

const upperCase = (value: string) => value.toUpperCase();

const meta = {
  title: 'Primitives/AsyncCombobox',
  component: AsyncCombobox,
  args: {
    label: 'gaia_pickers_example_suburb_label',
    loadOptions: fn(createSuburbLoader(300)),
    normalise: upperCase,
    maxLength: 150,
    onChange: fn(),
  },
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
