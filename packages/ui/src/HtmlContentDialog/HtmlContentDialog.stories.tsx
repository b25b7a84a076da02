import type { Meta, StoryObj } from '@storybook/react-vite';
import { HtmlContentDialog } from './HtmlContentDialog';
import { htmlContentDialogStoryDefaults } from './HtmlContentDialog.fixtures';

const meta = {
  title: 'Primitives/HtmlContentDialog',
  component: HtmlContentDialog,
  ...htmlContentDialogStoryDefaults,
} satisfies Meta<typeof HtmlContentDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  // Opens on load: the docs page shows it in a frame of its own, so an open dialog never covers the page.
  parameters: { docs: { story: { inline: false, iframeHeight: 560 } } },
  args: { open: true, title: 'gaia_dialog_privacy_title', readOnly: false, loading: false, dismissOnMask: true },
};
