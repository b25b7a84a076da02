import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgressBar } from './ProgressBar';
import { progressBarPlaygroundArgs, progressBarStoryDefaults } from './ProgressBar.fixtures';

const meta = {
  title: 'Primitives/ProgressBar',
  component: ProgressBar,
  ...progressBarStoryDefaults,
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: progressBarPlaygroundArgs };
