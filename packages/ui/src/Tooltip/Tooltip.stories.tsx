import type { Meta, StoryObj } from '@storybook/react-vite';
import { tooltipStoryDefaults } from '../internal/stories/overlayStoryDefaults';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'Primitives/Tooltip',
  component: Tooltip,
  ...tooltipStoryDefaults,
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { placement: 'end', delay: 150, defaultOpen: true, disabled: false },
};
