import type { Meta, StoryObj } from '@storybook/react-vite';
import { ResultDialog } from './ResultDialog';
import { resultDialogStoryDefaults } from './ResultDialog.fixtures';

const meta = {
  title: 'Primitives/ResultDialog',
  component: ResultDialog,
  ...resultDialogStoryDefaults,
  args: { ...resultDialogStoryDefaults.args, variant: 'success' },
  argTypes: { variant: { control: 'inline-radio', options: ['success', 'oops', 'tryAgain'] } },
} satisfies Meta<typeof ResultDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  // Opens on load: the docs page shows it in a frame of its own, so an open dialog never covers the page.
  parameters: { docs: { story: { inline: false, iframeHeight: 440 } } },
  args: { open: true, variant: 'tryAgain', message: 'gaia_tip_timeout', secondaryLabel: 'gaia_action_ok', dismissOnMask: true, closeButton: true },
};
