import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './Skeleton';
import { skeletonStoryDefaults } from './Skeleton.fixtures';

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  ...skeletonStoryDefaults,
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { variant: 'text', lines: 3, width: '20rem' },
};
