import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Link } from '../Link/Link';
import { Tabs } from './Tabs';
import { orderTabs, tabsStoryDefaults } from './Tabs.fixtures';

const meta = {
  title: 'Primitives/Tabs/Features',
  component: Tabs,
  ...tabsStoryDefaults,
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

const ALL = /^(all orders|كل الطلبات)$/i;
const OPEN = /^(in progress|قيد التنفيذ)$/i;
const DONE = /^(completed|مكتملة)$/i;

/**
 * The tab list as a reader first sees it: a selected tab showing its panel (the first selection is
 * made after the first paint, so a play function waits for it before it acts). Returns the canvas
 * and the keys meaning "next" and "previous" in the list's reading direction.
 */
async function tabsShown(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.getByRole('tab', { selected: true })).toBeVisible());
  await waitFor(() => expect(canvas.getByRole('tabpanel')).toBeVisible());
  return { canvas, ...arrows(canvas.getByRole('tablist')) };
}

/** The tab named `name` is the selected one. */
async function expectSelectedTab(canvas: ReturnType<typeof within>, name: RegExp) {
  await expect(canvas.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

/** Keys meaning "next" and "previous" for a horizontal list at this element's reading direction. */
function arrows(el: Element) {
  const rtl = getComputedStyle(el).direction === 'rtl';
  return {
    next: rtl ? '{ArrowLeft}' : '{ArrowRight}',
    previous: rtl ? '{ArrowRight}' : '{ArrowLeft}',
  };
}

/** A named tab list, tabs that control their panel, and the selected tab's panel labelled by it. */
export const Semantics: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = await tabsShown(canvasElement);
    await expect(canvas.getByRole('tablist', { name: /orders|الطلبات/i })).toBeInTheDocument();
    const tab = canvas.getByRole('tab', { name: ALL });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    const panel = canvas.getByRole('tabpanel', { name: ALL });
    await expect(tab).toHaveAttribute('aria-controls', panel.id);
    await expect(panel).toHaveTextContent(/every order|كل الطلبات التي/i);
  },
};

/**
 * One tab stop; the arrow keys follow the reading direction (ArrowLeft is "next" in Arabic) and wrap;
 * Home and End go to the first and last tab; Tab then moves into the panel. Keyboard only.
 */
export const KeyboardFollowsDirection: Story = {
  play: async ({ canvasElement, args }) => {
    const { canvas, next, previous } = await tabsShown(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: ALL })).toHaveFocus();
    await userEvent.keyboard(next);
    await expect(canvas.getByRole('tab', { name: OPEN })).toHaveFocus();
    await expectSelectedTab(canvas, OPEN);
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(
      /still being processed|قيد المعالجة/i,
    );
    await expect(args.onChange).toHaveBeenLastCalledWith('open');
    await userEvent.keyboard('{End}');
    await expectSelectedTab(canvas, DONE);
    await userEvent.keyboard(next);
    await expectSelectedTab(canvas, ALL);
    await userEvent.keyboard(previous);
    await expectSelectedTab(canvas, DONE);
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: ALL })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

/** Manual activation: the arrow keys only move focus; Enter or Space shows the panel. */
export const ManualActivation: Story = {
  args: { keyboardActivation: 'manual' },
  play: async ({ canvasElement, args }) => {
    const { canvas, next } = await tabsShown(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard(next);
    await expect(canvas.getByRole('tab', { name: OPEN })).toHaveFocus();
    await expectSelectedTab(canvas, ALL);
    await userEvent.keyboard('{Enter}');
    await expectSelectedTab(canvas, OPEN);
    await userEvent.keyboard(next);
    await userEvent.keyboard(' ');
    await expectSelectedTab(canvas, DONE);
    await expect(args.onChange).toHaveBeenLastCalledWith('done');
  },
};

/** A disabled tab is skipped by the arrow keys. */
export const DisabledTabSkipped: Story = {
  args: { items: [orderTabs[0]!, { ...orderTabs[1]!, disabled: true }, orderTabs[2]!] },
  play: async ({ canvasElement }) => {
    const { canvas, next } = await tabsShown(canvasElement);
    await expect(canvas.getByRole('tab', { name: OPEN })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    await userEvent.keyboard(next);
    await expectSelectedTab(canvas, DONE);
  },
};

/** Vertical tabs use ArrowDown and ArrowUp. */
export const Vertical: Story = {
  args: { orientation: 'vertical', defaultValue: 'open' },
  play: async ({ canvasElement }) => {
    const { canvas } = await tabsShown(canvasElement);
    await expect(canvas.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: OPEN })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expectSelectedTab(canvas, DONE);
    await userEvent.keyboard('{ArrowUp}');
    await expectSelectedTab(canvas, OPEN);
  },
};

/** A panel with focusable content is not itself a tab stop: Tab goes from the tab to the content. */
export const PanelWithLink: Story = {
  args: {
    items: [
      {
        id: 'help',
        label: 'gaia_controls_example_help',
        content: <Link href="/help">gaia_controls_example_help</Link>,
      },
      orderTabs[0]!,
    ],
  },
  play: async ({ canvasElement }) => {
    const { canvas } = await tabsShown(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link')).toHaveFocus();
  },
};

/** Controlled: the parent owns the selection. */
export const Controlled: Story = {
  args: { value: 'done' },
  play: async ({ canvasElement, args }) => {
    const { canvas, next } = await tabsShown(canvasElement);
    await expectSelectedTab(canvas, DONE);
    await userEvent.tab();
    await userEvent.keyboard(next);
    await expect(args.onChange).toHaveBeenLastCalledWith('all');
    await expectSelectedTab(canvas, DONE);
  },
};
