import type { Meta } from '@storybook/react-vite';
import type { Badge } from '../../Badge/Badge';

/** The tone control of the Badge and StatusTag stories: the feedback tones both share. */
export const feedbackToneArgTypes = {
  tone: { control: 'inline-radio', options: ['success', 'warning', 'danger', 'info', 'neutral'] },
} satisfies Meta<typeof Badge>['argTypes'];
