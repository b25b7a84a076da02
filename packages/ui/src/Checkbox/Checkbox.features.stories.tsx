import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { tabTo } from '../internal/stories/keyboardSteps';
import { Checkbox } from './Checkbox';
import { checkboxStoryDefaults } from './Checkbox.fixtures';

const meta = {
  title: 'Primitives/Checkbox/Features',
  component: Checkbox,
  ...checkboxStoryDefaults,
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

const TERMS = /terms and conditions|الشروط والأحكام/i;

// F2.1 (terms checkbox)
/** A native checkbox named by its label; Space ticks and unticks it, keyboard alone. */
export const ToggleWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: TERMS });
    await tabTo(box, 1);
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true, expect.anything());
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false, expect.anything());
  },
};

/** Clicking the label ticks the box, so the whole text is a target. */
export const LabelIsTarget: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText(TERMS));
    await expect(canvas.getByRole('checkbox')).toBeChecked();
  },
};

/** Required and in error: aria-invalid, native required, and the error (icon and text) as its description. */
export const RequiredWithError: Story = {
  args: { required: true, error: 'gaia_controls_example_terms_required' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await expect(box).toBeRequired();
    await expect(box).toBeInvalid();
    await expect(box).toHaveAccessibleDescription(/to continue|للمتابعة/);
  },
};

const numbers = ['0771234567', '0772345678', '0773456789'];

function SelectAllDemo() {
  const [picked, setPicked] = useState<string[]>([numbers[0]!]);
  const all = picked.length === numbers.length;
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: '0.5rem' }}>
      <Checkbox
        label="gaia_controls_example_select_all"
        checked={all}
        indeterminate={picked.length > 0 && !all}
        onChange={(on) => setPicked(on ? numbers : [])}
      />
      {numbers.map((n) => (
        <Checkbox
          key={n}
          label={n}
          checked={picked.includes(n)}
          onChange={(on) => setPicked((p) => (on ? [...p, n] : p.filter((x) => x !== n)))}
        />
      ))}
    </fieldset>
  );
}

/** "Select all" shows the mixed state while some items are chosen; pressing it selects all. */
export const Indeterminate: Story = {
  render: () => <SelectAllDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole('checkbox', { name: /select all|تحديد كل/i });
    // The mixed state is set on the input after the first paint: wait until the box shows it.
    await waitFor(() => expect(all).toBePartiallyChecked());
    await tabTo(all, 1);
    await userEvent.keyboard(' ');
    await expect(all).toBeChecked();
    await expect(all).not.toBePartiallyChecked();
    await expect(canvas.getByRole('checkbox', { name: '0773456789' })).toBeChecked();
    await userEvent.keyboard(' ');
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).not.toBeChecked();
  },
};

/** Disabled: not focusable, cannot change. */
export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await expect(box).toBeDisabled();
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
};

/** Every state, for contrast review in both themes. */
export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      <Checkbox {...args} />
      <Checkbox {...args} defaultChecked />
      <Checkbox {...args} indeterminate />
      <Checkbox {...args} error="gaia_controls_example_terms_required" />
      <Checkbox {...args} disabled />
      <Checkbox {...args} disabled defaultChecked />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('checkbox')).toHaveLength(6);
  },
};
