import type { Meta, StoryObj } from '@storybook/react-vite';
import { Combobox } from './Combobox';
import { comboboxPlaygroundArgs, comboboxStoryDefaults } from './Combobox.examples';

const meta = {
  title: 'Primitives/Combobox',
  component: Combobox,
  ...comboboxStoryDefaults,
} satisfies Meta<typeof Combobox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: comboboxPlaygroundArgs };
