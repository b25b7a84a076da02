import type { Meta, StoryObj } from '@storybook/react-vite';
import { CancelOrderDialog } from './CancelOrderDialog';
import { cancelOrderDialogStoryDefaults } from './CancelOrderDialog.fixtures';

const meta = {
  title: 'Kit/CancelOrderDialog',
  component: CancelOrderDialog,
  ...cancelOrderDialogStoryDefaults,
} satisfies Meta<typeof CancelOrderDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  // Opens on load: the docs page shows it in a frame of its own, so an open dialog never covers the page.
  parameters: { docs: { story: { inline: false, iframeHeight: 520 } } },
  args: { open: true, error: 'gaia_order_cancel_failure', size: 'large' },
};
