import type { Meta } from '@storybook/react-vite';
import type { StepDefinition, Steps } from './Steps';

/** The sign-up steps (five). */
export const readingA: readonly StepDefinition[] = [
  { label: 'gaia_controls_example_step_details' },
  { label: 'gaia_controls_example_step_verify' },
  { label: 'gaia_controls_example_step_password' },
  { label: 'gaia_controls_example_step_identity' },
  { label: 'gaia_controls_example_step_profile' },
];

/** The meta the Steps stories and feature stories share (all but the title). */
export const stepsStoryDefaults = {
  args: { steps: readingA, current: 2 },
} satisfies Meta<typeof Steps>;
