import type { Meta } from '@storybook/react-vite';
import { feedbackToneArgTypes } from '../internal/stories/feedbackToneArgTypes';
import type { StatusTag } from './StatusTag';

/** The meta the StatusTag stories and feature stories share (all but the title). */
export const statusTagStoryDefaults = {
  args: { tone: 'warning' },
  argTypes: feedbackToneArgTypes,
} satisfies Meta<typeof StatusTag>;
