import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Primitives/EmptyState',
  component: EmptyState,
  argTypes: { headingLevel: { control: 'inline-radio', options: [2, 3, 4, 5, 6] } },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: {
    title: 'gaia_feedback_example_orders_empty_title',
    description: 'gaia_feedback_example_orders_empty_description',
    headingLevel: 2,
    compact: false,
    action: <Button onClick={fn()}>gaia_feedback_example_browse_shop</Button>,
  },
};
