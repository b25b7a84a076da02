import type { Meta, StoryObj } from '@storybook/react-vite';
import { SegmentedControl } from './SegmentedControl';
import { segmentedControlStoryDefaults } from './SegmentedControl.fixtures';

const meta = {
  title: 'Primitives/SegmentedControl',
  component: SegmentedControl,
  ...segmentedControlStoryDefaults,
} satisfies Meta<typeof SegmentedControl>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { hideLabel: false, fullWidth: true, disabled: false, hint: '', error: '' },
};
