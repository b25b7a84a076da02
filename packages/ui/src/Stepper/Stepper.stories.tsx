import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stepper } from './Stepper';
import { stepperStoryDefaults } from './Stepper.fixtures';

const meta = {
  title: 'Primitives/Stepper',
  component: Stepper,
  ...stepperStoryDefaults,
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: {
    min: 0,
    max: 50,
    step: 5,
    defaultValue: 10,
    showRange: true,
    disabled: false,
    readOnly: false,
    error: '',
  },
};
