import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';
import { emptyStateStoryDefaults } from './EmptyState.fixtures';

const browse = fn();

const meta = {
  title: 'Primitives/EmptyState/Features',
  component: EmptyState,
  ...emptyStateStoryDefaults,
  beforeEach: () => {
    browse.mockClear();
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without props it says, in the current locale, that there is nothing here yet; the icon is decorative. */
export const DefaultTexts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(/nothing here yet|لا يوجد شيء هنا بعد/i);
    await expect(canvasElement.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
  },
};

// F3.14
/** My Orders with no orders: title, description and a next step reached with the keyboard. */
export const OrdersEmptyWithAction: Story = {
  args: {
    title: 'gaia_feedback_example_orders_empty_title',
    description: 'gaia_feedback_example_orders_empty_description',
    headingLevel: 3,
    action: <Button onClick={browse}>gaia_feedback_example_browse_shop</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent(/no orders yet|لا توجد طلبات بعد/i);
    await expect(canvas.getByText(/will appear here|ستظهر هنا/i)).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /browse the shop|تصفّح المتجر/i })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(browse).toHaveBeenCalledTimes(1);
  },
};

/** A server text passes through untranslated; no icon when `icon={null}`. */
export const ServerTextNoIcon: Story = {
  args: { title: 'No numbers match 7788.', icon: null, compact: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading')).toHaveTextContent('No numbers match 7788.');
    await expect(canvasElement.querySelector('svg')).toBeNull();
  },
};
