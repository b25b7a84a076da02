import type { Meta } from '@storybook/react-vite';
import type { Skeleton } from './Skeleton';

/** The meta the Skeleton stories and feature stories share (all but the title). */
export const skeletonStoryDefaults = {
  argTypes: {
    variant: { control: 'inline-radio', options: ['text', 'rect', 'circle'] },
    lines: { control: { type: 'number', min: 1, max: 8 } },
  },
} satisfies Meta<typeof Skeleton>;
