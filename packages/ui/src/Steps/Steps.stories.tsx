import type { Meta, StoryObj } from '@storybook/react-vite';
import { Steps, type StepDefinition } from './Steps';

/** The sign-up steps (five). */
const readingA: readonly StepDefinition[] = [
  { label: 'gaia_controls_example_step_details' },
  { label: 'gaia_controls_example_step_verify' },
  { label: 'gaia_controls_example_step_password' },
  { label: 'gaia_controls_example_step_identity' },
  { label: 'gaia_controls_example_step_profile' },
];

const meta = {
  title: 'Primitives/Steps',
  component: Steps,
  args: { steps: readingA, current: 2 },
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
