import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Steps, type StepDefinition } from './Steps';
import { stepsStoryDefaults } from './Steps.fixtures';

/** The shorter sign-up (four steps: first page, code, personal profile, success). */
const readingB: readonly StepDefinition[] = [
  { label: 'gaia_controls_example_step_details' },
  { label: 'gaia_controls_example_step_verify' },
  { label: 'gaia_controls_example_step_profile' },
  { label: 'gaia_controls_example_step_success' },
];

const meta = {
  title: 'Primitives/Steps/Features',
  component: Steps,
  ...stepsStoryDefaults,
} satisfies Meta<typeof Steps>;

export default meta;
type Story = StoryObj<typeof meta>;

const COMPLETED = /^(completed|مكتملة)$/i;

// F2.10 reading A
/** An ordered, named list of five steps; only the current one has aria-current="step". */
export const CurrentStepMarked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: /progress|مراحل التقدّم/i });
    await expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(items.filter((li) => li.getAttribute('aria-current') === 'step')).toEqual([
      items[2],
    ]);
    await expect(items[2]).toHaveTextContent(/password|كلمة المرور/i);
    await expect(items[2]).toHaveTextContent(/current step|الخطوة الحالية/i);
    await expect(canvas.getByText(/step 3 of 5|الخطوة 3 من 5/i)).toBeInTheDocument();
  },
};

/** Completed steps carry a tick and the word "Completed": the state is never told by colour alone. */
export const CompletedWithIconAndText: Story = {
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    for (const [index, item] of items.entries()) {
      const done = index < 2;
      await expect(item.querySelector('svg') !== null).toBe(done);
      await expect(within(item).queryByText(COMPLETED) !== null).toBe(done);
    }
  },
};

// F2.10 reading B
/** Four steps; on the success step every earlier step is completed. */
export const ReadingBSuccess: Story = {
  args: { steps: readingB, current: 3 },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[3]).toHaveAttribute('aria-current', 'step');
    await expect(items.slice(0, 3).every((li) => li.querySelector('svg'))).toBe(true);
  },
};

/** Past the last step, every step is completed and none is current. */
export const AllCompleted: Story = {
  args: { current: 5 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole('listitem');
    await expect(items.some((li) => li.hasAttribute('aria-current'))).toBe(false);
    await expect(canvas.getAllByText(COMPLETED)).toHaveLength(5);
    await expect(canvas.getByText(/step 5 of 5|الخطوة 5 من 5/i)).toBeInTheDocument();
  },
};

/** Vertical layout for narrow screens (the mobile /h5 layout). */
export const Vertical: Story = {
  args: { orientation: 'vertical', current: 1, showPosition: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first, second] = canvas.getAllByRole('listitem');
    await expect(second!.getBoundingClientRect().top).toBeGreaterThan(
      first!.getBoundingClientRect().bottom - 1,
    );
    await expect(canvas.queryByText(/step 2 of 5|الخطوة 2 من 5/i)).toBeNull();
  },
};
