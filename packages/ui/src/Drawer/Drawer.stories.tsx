import type { Meta, StoryObj } from '@storybook/react-vite';
import { Drawer } from './Drawer';
import { drawerStoryDefaults } from './Drawer.fixtures';

const meta = {
  title: 'Primitives/Drawer',
  component: Drawer,
  ...drawerStoryDefaults,
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  // Opens on load: the docs page shows it in a frame of its own, so an open dialog never covers the page.
  parameters: { docs: { story: { inline: false, iframeHeight: 520 } } },
  args: { open: true, width: 500, side: 'end', dismissOnMask: true, dismissOnEscape: true, closeButton: true },
};
