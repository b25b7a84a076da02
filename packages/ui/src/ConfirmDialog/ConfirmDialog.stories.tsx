import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConfirmDialog } from './ConfirmDialog';
import { confirmDialogStoryDefaults } from './ConfirmDialog.fixtures';

const meta = {
  title: 'Primitives/ConfirmDialog',
  component: ConfirmDialog,
  ...confirmDialogStoryDefaults,
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  // Opens on load: the docs page shows it in a frame of its own, so an open dialog never covers the page.
  parameters: { docs: { story: { inline: false, iframeHeight: 420 } } },
  args: { open: true, title: 'gaia_header_sign_out', danger: true, size: 'medium', confirmLabel: 'gaia_header_sign_out', loading: false },
};
