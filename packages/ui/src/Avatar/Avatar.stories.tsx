import type { Meta, StoryObj } from '@storybook/react-vite';
import { Avatar } from './Avatar';
import { avatarStoryDefaults } from './Avatar.fixtures';

/** A small inline picture for the stories (no network). */
export const samplePhoto =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#2f6f8f"/><circle cx="32" cy="25" r="12" fill="#f3d2b5"/><path d="M10 64c2-14 11-21 22-21s20 7 22 21z" fill="#f3d2b5"/></svg>',
  );

const meta = {
  title: 'Primitives/Avatar',
  component: Avatar,
  excludeStories: ['samplePhoto'],
  ...avatarStoryDefaults,
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { src: samplePhoto, size: 'lg', decorative: false },
};
