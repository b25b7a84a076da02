import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button';
import type { EmptyState } from './EmptyState';

/** The meta the EmptyState stories and feature stories share (all but the title). */
export const emptyStateStoryDefaults = {
  argTypes: { headingLevel: { control: 'inline-radio', options: [2, 3, 4, 5, 6] } },
} satisfies Meta<typeof EmptyState>;

/** The Playground story's starting values: the settings it turns away from the defaults. */
export const emptyStatePlaygroundArgs = {
  title: 'gaia_feedback_example_orders_empty_title',
  description: 'gaia_feedback_example_orders_empty_description',
  headingLevel: 2,
  compact: false,
  action: <Button onClick={fn()}>gaia_feedback_example_browse_shop</Button>,
} satisfies Meta<typeof EmptyState>['args'];
