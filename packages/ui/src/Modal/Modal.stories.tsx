import type { Meta, StoryObj } from '@storybook/react-vite';
import { Modal, modalSizes } from './Modal';
import { modalStoryDefaults } from './Modal.fixtures';

const meta = {
  title: 'Primitives/Modal',
  component: Modal,
  ...modalStoryDefaults,
  argTypes: {
    size: { control: 'select', options: Object.keys(modalSizes) },
    width: { control: { type: 'number', min: 240, max: 1200, step: 10 } },
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  // Opens on load: the docs page shows it in a frame of its own, so an open dialog never covers the page.
  parameters: { docs: { story: { inline: false, iframeHeight: 480 } } },
  args: { open: true, size: 'large', dismissOnMask: true, dismissOnEscape: true, closeButton: true, closeLabel: 'gaia_action_close' },
};
