import type { Meta } from '@storybook/react-vite';
import { feedbackToneArgTypes } from '../internal/stories/feedbackToneArgTypes';
import type { Badge } from './Badge';

/** The meta the Badge stories and feature stories share (all but the title). */
export const badgeStoryDefaults = {
  args: { children: 'gaia_feedback_example_badge_main_line' },
  argTypes: feedbackToneArgTypes,
} satisfies Meta<typeof Badge>;
