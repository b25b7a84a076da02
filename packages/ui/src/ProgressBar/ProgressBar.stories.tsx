import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgressBar } from './ProgressBar';
import { progressBarStoryDefaults } from './ProgressBar.fixtures';

const meta = {
  title: 'Primitives/ProgressBar',
  component: ProgressBar,
  ...progressBarStoryDefaults,
  argTypes: { size: { control: 'inline-radio', options: ['md', 'lg'] } },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { value: 65, indeterminate: false, size: 'lg', hideLabel: false, showValueText: true },
};
