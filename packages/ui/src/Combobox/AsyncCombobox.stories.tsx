import type { Meta, StoryObj } from '@storybook/react-vite';
import { AsyncCombobox } from './AsyncCombobox';
import { asyncComboboxPlaygroundArgs, asyncComboboxStoryDefaults } from './Combobox.examples';

const meta = {
  title: 'Primitives/AsyncCombobox',
  component: AsyncCombobox,
  ...asyncComboboxStoryDefaults(300),
} satisfies Meta<typeof AsyncCombobox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: asyncComboboxPlaygroundArgs };
