import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmptyState } from './EmptyState';
import { emptyStatePlaygroundArgs, emptyStateStoryDefaults } from './EmptyState.fixtures';

const meta = {
  title: 'Primitives/EmptyState',
  component: EmptyState,
  ...emptyStateStoryDefaults,
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: emptyStatePlaygroundArgs };
