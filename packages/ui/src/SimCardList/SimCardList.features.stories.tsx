import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SimCardList } from './SimCardList';
import { sampleSimCards, simCardListStoryDefaults } from './SimCardList.fixtures';

const meta = {
  title: 'Kit/SimCardList/Features',
  component: SimCardList,
  ...simCardListStoryDefaults,
} satisfies Meta<typeof SimCardList>;

export default meta;
type Story = StoryObj<typeof meta>;

const NEXT = /next page|الصفحة التالية/i;

// F2.16
/**
 * Each card shows its number (broken by the rule) and only the last 4 characters of its
 * serial (iccid); the full serial never appears.
 */
export const NumberAndLastFourOfSerial: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole('listitem').filter((item) => item.closest('nav') === null);
    await expect(items).toHaveLength(10);
    await expect(items[0]).toHaveTextContent('077 981 0000');
    await expect(items[0]).toHaveTextContent('5670');
    await expect(canvasElement).not.toHaveTextContent(sampleSimCards[0]!.iccid);
  },
};

// F2.16
/** The list is paginated with the kit Pagination; keyboard only (Tab, Enter). */
export const PaginatedByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const next = canvas.getByRole('button', { name: NEXT });
    for (let step = 0; step < 10 && document.activeElement !== next; step += 1) await userEvent.tab();
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByText('077 981 0010')).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    const items = canvas.getAllByRole('listitem').filter((item) => item.closest('nav') === null);
    await expect(items).toHaveLength(3);
  },
};

// F2.16
/** One page only — no pagination; no cards — an empty message. */
export const SinglePageAndEmpty: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <SimCardList {...args} cards={sampleSimCards.slice(0, 3)} />
      <SimCardList {...args} cards={[]} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
    await expect(canvas.getByText(/no sim cards|لا توجد شرائح/i)).toBeInTheDocument();
  },
};
