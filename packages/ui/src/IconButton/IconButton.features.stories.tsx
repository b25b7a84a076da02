import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pencil, Star } from '../internal/icons/glyphs';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { expectPressedByEnterAndSpace } from '../internal/stories/keyboardSteps';
import { IconButton } from './IconButton';
import { iconButtonStoryDefaults } from './IconButton.fixtures';

const meta = {
  title: 'Primitives/IconButton/Features',
  component: IconButton,
  ...iconButtonStoryDefaults,
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The name comes from the `label` key, translated; the icon itself is hidden from assistive technology. */
export const NamedByLabelKey: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /^(close|إغلاق)$/i });
    await expect(button.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
  },
};

/** Enter and Space press it, with the keyboard alone. */
export const PressWithKeyboard: Story = {
  play: ({ canvasElement, args }) =>
    expectPressedByEnterAndSpace(within(canvasElement).getByRole('button'), args.onClick),
};

/** The default target is 44px; every size stays at or above the 24px minimum. */
export const TargetSizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
      <IconButton {...args} size="sm" variant="secondary" />
      <IconButton {...args} variant="secondary" />
      <IconButton {...args} size="lg" variant="secondary" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [sm, md, lg] = within(canvasElement).getAllByRole('button');
    const size = (el: HTMLElement) => el.getBoundingClientRect();
    await expect(Math.round(size(md!).width)).toBe(44);
    await expect(Math.round(size(md!).height)).toBe(44);
    for (const el of [sm!, md!, lg!]) {
      await expect(size(el).width).toBeGreaterThanOrEqual(24);
      await expect(size(el).height).toBeGreaterThanOrEqual(24);
    }
  },
};

/** Disabled stays focusable (aria-disabled) but ignores presses. */
export const DisabledStaysFocusable: Story = {
  args: { disabled: true, label: 'gaia_controls_example_edit_amount', icon: <Pencil /> },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /edit amount|تعديل المبلغ/i });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

function ToggleDemo() {
  const [on, setOn] = useState(false);
  return (
    <IconButton
      label="gaia_controls_example_default_address"
      icon={<Star />}
      pressed={on}
      onClick={() => setOn((v) => !v)}
    />
  );
}

/** With `pressed` it is a toggle button: the state is announced (aria-pressed), not shown by colour alone. */
export const ToggleButton: Story = {
  render: () => <ToggleDemo />,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', {
      name: /default address|عنوان افتراضي/i,
    });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Every variant, for contrast review in both themes. */
export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '0.5rem' }}>
      <IconButton {...args} variant="ghost" />
      <IconButton {...args} variant="secondary" />
      <IconButton {...args} variant="primary" />
      <IconButton {...args} pressed />
      <IconButton {...args} disabled />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(5);
  },
};
