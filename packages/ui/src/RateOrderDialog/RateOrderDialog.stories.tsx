import type { Meta, StoryObj } from '@storybook/react-vite';
import { RateOrderDialog } from './RateOrderDialog';
import { rateOrderDialogStoryDefaults } from './RateOrderDialog.fixtures';

const meta = {
  title: 'Kit/RateOrderDialog',
  component: RateOrderDialog,
  ...rateOrderDialogStoryDefaults,
} satisfies Meta<typeof RateOrderDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  // Opens on load: the docs page shows it in a frame of its own, so an open dialog never covers the page.
  parameters: { docs: { story: { inline: false, iframeHeight: 600 } } },
  args: { open: true, error: 'gaia_order_rate_failure', size: 'large' },
};
