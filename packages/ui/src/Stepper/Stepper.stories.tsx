import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stepper } from './Stepper';
import { stepperPlaygroundArgs, stepperStoryDefaults } from './Stepper.fixtures';

const meta = {
  title: 'Primitives/Stepper',
  component: Stepper,
  ...stepperStoryDefaults,
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: stepperPlaygroundArgs };
