import type { Meta, StoryObj } from '@storybook/react-vite';
import { Steps } from './Steps';
import { stepsStoryDefaults } from './Steps.fixtures';

const meta = {
  title: 'Primitives/Steps',
  component: Steps,
  ...stepsStoryDefaults,
  argTypes: {
    orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
    current: { control: { type: 'range', min: 0, max: 5, step: 1 } },
  },
} satisfies Meta<typeof Steps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { current: 1, orientation: 'vertical', showPosition: true },
};
