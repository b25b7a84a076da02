import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { expectFieldError } from '../internal/stories/fieldSteps';
import { okButtonAfter } from '../internal/stories/nextTabStop';
import { Stepper } from './Stepper';
import { stepperStoryDefaults } from './Stepper.fixtures';

const meta = {
  title: 'Primitives/Stepper/Features',
  component: Stepper,
  // At most 3, so ButtonsStopAtBounds reaches the maximum in two presses.
  args: { ...stepperStoryDefaults.args, max: 3 },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

const DECREASE = /decrease|إنقاص/i;
const INCREASE = /increase|زيادة/i;
const LINES = /number of lines|عدد الخطوط/i;

// F3.12
/** Minus and plus step the value with the keyboard alone, and are disabled (still focusable) at the bounds. */
export const ButtonsStopAtBounds: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('spinbutton', { name: LINES });
    const minus = canvas.getByRole('button', { name: DECREASE });
    const plus = canvas.getByRole('button', { name: INCREASE });
    await expect(canvas.getByRole('group', { name: LINES })).toBeInTheDocument();
    await expect(minus).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    await expect(minus).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveValue('1');
    await userEvent.tab();
    await userEvent.tab();
    await expect(plus).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveValue('2');
    await expect(minus).not.toHaveAttribute('aria-disabled');
    await userEvent.keyboard(' ');
    await expect(input).toHaveValue('3');
    await expect(plus).toHaveAttribute('aria-disabled', 'true');
    await expect(plus).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveValue('3');
    await expect(args.onChange).toHaveBeenCalledTimes(2);
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
  },
};

/** The input is a spin button: arrow keys step, Page Up / Down move ten steps, Home and End go to the bounds. */
export const ArrowKeysInInput: Story = {
  args: { max: 50 },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('spinbutton');
    await expect(input).toHaveAttribute('aria-valuemin', '1');
    await expect(input).toHaveAttribute('aria-valuemax', '50');
    await userEvent.tab();
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('2');
    await expect(input).toHaveAttribute('aria-valuenow', '2');
    await userEvent.keyboard('{PageUp}');
    await expect(input).toHaveValue('12');
    await userEvent.keyboard('{End}');
    await expect(input).toHaveValue('50');
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('50');
    await userEvent.keyboard('{Home}');
    await expect(input).toHaveValue('1');
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveValue('1');
  },
};

// Spec 03 §5
/** Integer digits only; letters and signs are dropped as typed, Arabic-Indic digits become ASCII. */
export const DigitsOnly: Story = {
  args: { max: 50 },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('spinbutton');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Backspace}');
    await userEvent.keyboard('-a٢.');
    await expect(input).toHaveValue('2');
    await userEvent.keyboard('e5');
    await expect(input).toHaveValue('25');
    await expect(args.onChange).toHaveBeenLastCalledWith(25);
  },
};

// Spec 03 §5
/** Out-of-range typing does not change the value; on blur the text is clamped into the bounds. */
export const ClampedOnBlur: Story = {
  args: { max: 50 },
  decorators: [okButtonAfter],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('spinbutton');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Backspace}75');
    await expect(input).toHaveValue('75');
    await expect(args.onChange).toHaveBeenLastCalledWith(7);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /ok|موافق/i })).toHaveFocus();
    await expect(input).toHaveValue('50');
    await expect(args.onChange).toHaveBeenLastCalledWith(50);
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{Backspace}{Backspace}0{Enter}');
    await expect(input).toHaveValue('1');
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
  },
};

/** The range is shown and describes the input. */
export const RangeDescribes: Story = {
  args: { max: 50 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('spinbutton')).toHaveAccessibleDescription(
      /from 1 to 50|من 1 إلى 50/i,
    );
  },
};

/** An error marks the input invalid and describes it. */
export const WithError: Story = {
  args: { error: 'gaia_validation_max_length' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('spinbutton');
    await expectFieldError(input, /too long|طويل جدًا/);
  },
};

function LineCountModal({
  allowed,
  current,
  onConfirm,
}: {
  allowed: number;
  current: number;
  onConfirm: (n: number) => void;
}) {
  const max = allowed - current;
  const [count, setCount] = useState(max);
  return (
    <div style={{ display: 'grid', gap: '1rem', justifyItems: 'start' }}>
      <Stepper
        label="gaia_controls_example_line_count"
        min={Math.min(1, max)}
        max={max}
        value={count}
        onChange={setCount}
        disabled={max <= 0}
      />
      <Button disabled={count <= 0} onClick={() => onConfirm(count)}>
        gaia_action_ok
      </Button>
    </div>
  );
}

const confirm = fn();

/** Spec 03 request-line-count: individuals may request the allowed count minus the current one; it opens at the maximum. */
export const RequestLineCount: Story = {
  render: () => <LineCountModal allowed={5} current={2} onConfirm={confirm} />,
  play: async ({ canvasElement }) => {
    confirm.mockClear();
    const canvas = within(canvasElement);
    const input = canvas.getByRole('spinbutton');
    await expect(input).toHaveValue('3');
    await expect(canvas.getByRole('button', { name: INCREASE })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveValue('2');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(confirm).toHaveBeenCalledWith(2);
  },
};

/** Spec 03: with no lines left to request, the stepper is disabled and Confirm is disabled (0 or below). */
export const NothingLeftToRequest: Story = {
  render: () => <LineCountModal allowed={2} current={2} onConfirm={confirm} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('spinbutton')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /ok|موافق/i })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};
