import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './Badge';
import { badgeStoryDefaults } from './Badge.fixtures';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  ...badgeStoryDefaults,
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { tone: 'info' } };

export const Playground: Story = {
  args: { children: 'gaia_feedback_example_badge_out_of_stock', tone: 'danger' },
};
