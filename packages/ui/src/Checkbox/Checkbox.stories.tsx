import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox } from './Checkbox';
import { checkboxPlaygroundArgs, checkboxStoryDefaults } from './Checkbox.fixtures';

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  ...checkboxStoryDefaults,
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: checkboxPlaygroundArgs };
