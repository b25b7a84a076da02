import type { Meta, StoryObj } from '@storybook/react-vite';
import { Select } from './Select';
import { selectPlaygroundArgs, selectStoryDefaults } from './Select.examples';

const meta = {
  title: 'Primitives/Select',
  component: Select,
  ...selectStoryDefaults,
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: selectPlaygroundArgs };
