import type { Meta, StoryObj } from '@storybook/react-vite';
import { feedbackToneArgTypes } from '../internal/stories/feedbackToneArgTypes';
import { StatusTag } from './StatusTag';

const meta = {
  title: 'Primitives/StatusTag',
  component: StatusTag,
  args: { tone: 'warning', label: 'gaia_feedback_example_status_awaiting_payment' },
  argTypes: feedbackToneArgTypes,
} satisfies Meta<typeof StatusTag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { tone: 'success', label: 'gaia_feedback_example_status_completed', live: false },
};
