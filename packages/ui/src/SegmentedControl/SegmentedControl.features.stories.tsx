import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SegmentedControl, type SegmentOption } from './SegmentedControl';
import { accountTypes, segmentedControlStoryDefaults } from './SegmentedControl.fixtures';

const orderFilters: readonly SegmentOption[] = [
  { value: 'all', label: 'gaia_controls_example_orders_all' },
  { value: 'open', label: 'gaia_controls_example_orders_open' },
  { value: 'done', label: 'gaia_controls_example_orders_done' },
];

const meta = {
  title: 'Primitives/SegmentedControl/Features',
  component: SegmentedControl,
  ...segmentedControlStoryDefaults,
} satisfies Meta<typeof SegmentedControl>;

export default meta;
type Story = StoryObj<typeof meta>;

const INDIVIDUAL = /^(individual|فردي)$/i;
const CORPORATE = /^(corporate|شركات)$/i;

// F1.1 (individual / corporate)
/** A radio group underneath; one tab stop, arrow keys choose. Keyboard only. */
export const RadioSemanticsKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('radiogroup', { name: /account type|نوع الحساب/i }),
    ).toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: INDIVIDUAL })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: CORPORATE })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('c');
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('radio', { name: INDIVIDUAL })).toBeChecked();
  },
};

/** The arrow keys follow the reading direction: in Arabic, ArrowLeft moves to the next segment. */
export const ArrowsFollowDirection: Story = {
  args: { label: 'gaia_controls_example_orders', options: orderFilters, defaultValue: 'all' },
  play: async ({ canvasElement }) => {
    const [all, open, done] = within(canvasElement).getAllByRole('radio');
    const rtl = getComputedStyle(all!).direction === 'rtl';
    await userEvent.tab();
    await expect(all).toHaveFocus();
    await userEvent.keyboard(rtl ? '{ArrowLeft}' : '{ArrowRight}');
    await expect(open).toBeChecked();
    await userEvent.keyboard(rtl ? '{ArrowLeft}' : '{ArrowRight}');
    await expect(done).toBeChecked();
    await userEvent.keyboard(rtl ? '{ArrowRight}' : '{ArrowLeft}');
    await expect(open).toBeChecked();
  },
};

/** The selected segment is filled and shows a tick, so the state is not told by colour alone. */
export const SelectedShowsTick: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const selected = canvas.getByRole('radio', { name: INDIVIDUAL }).closest('label')!;
    const other = canvas.getByRole('radio', { name: CORPORATE }).closest('label')!;
    await expect(selected.querySelector('svg')).not.toBeNull();
    await expect(other.querySelector('svg')).toBeNull();
  },
};

/** A click anywhere on a segment selects it; each segment is a 44px-high target. */
export const SegmentIsTarget: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText(CORPORATE));
    const radio = canvas.getByRole('radio', { name: CORPORATE });
    await expect(radio).toBeChecked();
    await expect(Math.round(radio.getBoundingClientRect().height)).toBeGreaterThanOrEqual(44);
  },
};

/** The label can be hidden for a compact layout; the group keeps its accessible name. */
export const HiddenLabel: Story = {
  args: { hideLabel: true, fullWidth: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('radiogroup', { name: /account type|نوع الحساب/i }),
    ).toBeInTheDocument();
    await expect(canvas.queryByText(/account type|نوع الحساب/i)).toBeNull();
  },
};

/** Every state, for contrast review in both themes. */
export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1.5rem' }}>
      <SegmentedControl {...args} />
      <SegmentedControl
        {...args}
        label="gaia_controls_example_orders"
        options={orderFilters}
        defaultValue="open"
      />
      <SegmentedControl {...args} disabled />
      <SegmentedControl
        {...args}
        options={[accountTypes[0]!, { ...accountTypes[1]!, disabled: true }]}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('radiogroup')).toHaveLength(4);
  },
};
