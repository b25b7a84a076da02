import type { Meta, StoryObj } from '@storybook/react-vite';
import { feedbackToneArgTypes } from '../internal/stories/feedbackToneArgTypes';
import { Badge } from './Badge';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { children: 'gaia_feedback_example_badge_main_line', tone: 'info' },
  argTypes: feedbackToneArgTypes,
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { children: 'gaia_feedback_example_badge_out_of_stock', tone: 'danger' },
};
