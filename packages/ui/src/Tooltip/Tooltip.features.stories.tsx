import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { tooltipStoryDefaults } from '../internal/stories/overlayStoryDefaults';
import { HelpTooltip } from './HelpTooltip';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'Primitives/Tooltip/Features',
  component: Tooltip,
  ...tooltipStoryDefaults,
  args: { ...tooltipStoryDefaults.args, onOpenChange: fn() },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

const moreInfo = /more information|مزيد من المعلومات/i;
const referralHelp = /referral code|رمز الإحالة/;

/** Keyboard only: focus opens the tooltip and it describes the trigger; Escape closes it, focus stays. */
export const FocusOpensEscapeCloses: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: moreInfo });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    const tooltip = await canvas.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(referralHelp);
    await expect(trigger).toHaveAccessibleDescription(referralHelp);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('tooltip')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** Hover opens it after a short delay; the pointer may move onto it; leaving closes it. */
export const HoverOpens: Story = {
  // No close delay: a tooltip that closed as the pointer moved onto it would be gone at once.
  args: { closeDelay: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: moreInfo });
    await userEvent.hover(trigger);
    const tooltip = await canvas.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(referralHelp);
    await userEvent.hover(tooltip);
    await expect(canvas.getByRole('tooltip')).toBeVisible();
    await userEvent.unhover(tooltip);
    await userEvent.hover(canvasElement.ownerDocument.body);
    await waitFor(() => expect(canvas.queryByRole('tooltip')).toBeNull());
  },
};

/** Logical placement: `end` sits after the trigger in the reading direction (right in English, left in Arabic). */
export const LogicalPlacementFlipsInRtl: Story = {
  args: { placement: 'end', defaultOpen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: moreInfo });
    const tooltip = await canvas.findByRole('tooltip');
    const rtl = getComputedStyle(trigger).direction === 'rtl';
    await waitFor(() => {
      const t = trigger.getBoundingClientRect();
      const b = tooltip.getBoundingClientRect();
      if (rtl) expect(b.right).toBeLessThanOrEqual(t.left);
      else expect(b.left).toBeGreaterThanOrEqual(t.right);
    });
    await expect(tooltip).toHaveAttribute('data-side', 'end');
  },
};

/** Disabled tooltips never open. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: moreInfo })).toHaveFocus();
    // Focus opens an enabled tooltip at once (no delay), so a tooltip would be there by now.
    await expect(canvas.queryByRole('tooltip')).toBeNull();
  },
};

// F2.18
/** A help button (info icon) named after its field shows the help text on focus. */
export const HelpButton: Story = {
  render: () => (
    <HelpTooltip
      help="gaia_pickers_example_referral_help"
      label="gaia_pickers_example_title_label"
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: /help: title|مساعدة: اللقب/i });
    await expect(button).toHaveFocus();
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent(referralHelp);
    await expect(button).toHaveAccessibleDescription(referralHelp);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('tooltip')).toBeNull());
  },
};
