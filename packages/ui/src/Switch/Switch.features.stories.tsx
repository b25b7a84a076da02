import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Switch } from './Switch';
import { switchStoryDefaults } from './Switch.fixtures';

const meta = {
  title: 'Primitives/Switch/Features',
  component: Switch,
  ...switchStoryDefaults,
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

const DEFAULT_ADDRESS = /default address|عنوان افتراضي/i;

/** Spec 02 delivery address: the default-address switch is a role="switch" named by its label; Space turns it on and off. Keyboard only. */
export const ToggleWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: DEFAULT_ADDRESS });
    await expect(toggle).not.toBeChecked();
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

/** The hint describes the switch. */
export const HintDescribes: Story = {
  args: { hint: 'gaia_controls_example_default_address_hint' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch')).toHaveAccessibleDescription(
      /new orders|الطلبات الجديدة/i,
    );
  },
};

/** The whole track is the target (44 by 24px), and clicking the text toggles too. */
export const TrackAndLabelAreTargets: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch');
    const box = toggle.getBoundingClientRect();
    await expect(Math.round(box.width)).toBe(44);
    await expect(Math.round(box.height)).toBe(24);
    await userEvent.click(canvas.getByText(DEFAULT_ADDRESS));
    await expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).not.toBeChecked();
  },
};

/** On is shown by the thumb's position and a tick, not by colour alone; the thumb moves to the inline end in both directions. */
export const OnShowsTick: Story = {
  args: { defaultChecked: true },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch');
    const track = toggle.parentElement!;
    const thumb = track.querySelector('[aria-hidden="true"]')!;
    await expect(getComputedStyle(thumb.querySelector('svg')!).display).toBe('block');
    const rtl = getComputedStyle(track).direction === 'rtl';
    const t = track.getBoundingClientRect();
    const h = thumb.getBoundingClientRect();
    const atEnd = rtl ? h.left - t.left < t.width / 2 : h.right - t.left > t.width / 2;
    await expect(atEnd).toBe(true);
  },
};

function ControlledDemo() {
  const [on, setOn] = useState(true);
  return <Switch label="gaia_controls_example_default_address" checked={on} onChange={setOn} />;
}

/** Controlled: the parent owns the state. */
export const Controlled: Story = {
  render: () => <ControlledDemo />,
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch');
    await expect(toggle).toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
  },
};

/** Disabled: not focusable and cannot change. */
export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch');
    await expect(toggle).toBeDisabled();
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Every state, for contrast review in both themes. */
export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '0.5rem' }}>
      <Switch {...args} />
      <Switch {...args} defaultChecked />
      <Switch {...args} disabled />
      <Switch {...args} disabled defaultChecked />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('switch')).toHaveLength(4);
  },
};
