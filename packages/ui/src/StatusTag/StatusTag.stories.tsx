import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatusTag } from './StatusTag';
import { statusTagStoryDefaults } from './StatusTag.fixtures';

const meta = {
  title: 'Primitives/StatusTag',
  component: StatusTag,
  ...statusTagStoryDefaults,
} satisfies Meta<typeof StatusTag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { label: 'gaia_feedback_example_status_awaiting_payment' },
};

export const Playground: Story = {
  args: { tone: 'success', label: 'gaia_feedback_example_status_completed', live: false },
};
