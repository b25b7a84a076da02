import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconButton } from './IconButton';
import { iconButtonPlaygroundArgs, iconButtonStoryDefaults } from './IconButton.fixtures';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  ...iconButtonStoryDefaults,
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: iconButtonPlaygroundArgs };
