import type { Meta } from '@storybook/react-vite';
import type { Avatar } from './Avatar';

/** The meta the Avatar stories and feature stories share (all but the title). */
export const avatarStoryDefaults = {
  args: { name: 'Tendai Moyo' },
} satisfies Meta<typeof Avatar>;
