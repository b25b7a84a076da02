import type { Meta, StoryObj } from '@storybook/react-vite';
import { popoverStoryDefaults } from '../internal/stories/overlayStoryDefaults';
import { Popover } from './Popover';

const meta = {
  title: 'Primitives/Popover',
  component: Popover,
  ...popoverStoryDefaults,
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  // Opens on load: the docs page shows it in a frame of its own, so the open overlay never takes the page's focus.
  parameters: { docs: { story: { inline: false, iframeHeight: 360 } } },
  args: { defaultOpen: true, placement: 'bottom-start', showClose: true },
};
