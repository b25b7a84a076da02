import type { Meta, StoryObj } from '@storybook/react-vite';
import { Building2 } from '../internal/icons/glyphs';
import { expect, within } from 'storybook/test';
import { ExampleRow } from '../internal/stories/ExampleRow';
import { expectToneTextAndOwnIcon } from '../internal/stories/toneSteps';
import { Badge } from './Badge';
import { badgeStoryDefaults } from './Badge.fixtures';

const meta = {
  title: 'Primitives/Badge/Features',
  component: Badge,
  ...badgeStoryDefaults,
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every tone has text and an icon (hidden from screen readers), so colour is never the only cue. */
export const EveryToneHasTextAndIcon: Story = {
  render: () => (
    <ExampleRow>
      <Badge tone="success">gaia_feedback_example_badge_new</Badge>
      <Badge tone="warning">gaia_feedback_example_status_closing_soon</Badge>
      <Badge tone="danger">gaia_feedback_example_badge_out_of_stock</Badge>
      <Badge tone="info">gaia_feedback_example_badge_main_line</Badge>
      <Badge tone="neutral">gaia_feedback_example_badge_individual</Badge>
    </ExampleRow>
  ),
  play: async ({ canvasElement }) => {
    await expectToneTextAndOwnIcon(canvasElement, 5);
  },
};

// F3.3
/** The current main line is tagged with a translated label. */
export const MainLineTag: Story = {
  args: { tone: 'info' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/main line|الخط الرئيسي/i)).toBeVisible();
  },
};

// F3.1
/** The header badge tells individual from corporate users, here with its own icon. */
export const CustomIcon: Story = {
  args: {
    children: 'gaia_feedback_example_badge_corporate',
    icon: <Building2 size={12} aria-hidden="true" />,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/corporate|شركة/i)).toBeVisible();
    await expect(canvasElement.querySelector('svg')).toHaveClass('lucide-building-2');
  },
};

/** Numbers show as they are (e.g. a cart count). */
export const NumberLabel: Story = {
  args: { children: 3, tone: 'neutral' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('3')).toBeVisible();
  },
};
