import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storySpies } from '../internal/stories/storySpies';
import { OrderCard, type OrderCardProps } from './OrderCard';
import { allOrders, awaitingPaymentOrder, cancellableOrder, completedGoodsOrder, sampleTimeline } from './OrderCard.fixtures';

const { spies, clearSpies } = storySpies(
  'onContinue',
  'onPayment',
  'onDetail',
  'onCancel',
  'onWriteReview',
);
const { onDetail, onWriteReview } = spies;

const meta = {
  title: 'Kit/OrderCard/Features',
  component: OrderCard,
  args: { order: awaitingPaymentOrder, ...spies },
  beforeEach: clearSpies,
} satisfies Meta<typeof OrderCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const CONTINUE = /^(continue|متابعة)$/i;
const PAYMENT = /^(payment|الدفع)$/i;
const DETAIL = /^(detail|التفاصيل)$/i;
const CANCEL = /^(cancel|إلغاء)$/i;
const REVIEW = /^(write review|كتابة تقييم|اكتب تقييمًا|اكتب مراجعة)$/i;

function OrderList(args: OrderCardProps) {
  return (
    <ul style={{ display: 'grid', gap: 'var(--gaia-space-4)', padding: 0, margin: 0 }}>
      {allOrders.map((order) => (
        <OrderCard key={order.orderId} {...args} as="li" order={order} />
      ))}
    </ul>
  );
}

function buttonNames(item: HTMLElement): string[] {
  const group = within(item).queryByRole('group', { name: /order actions|إجراءات الطلب/i });
  return group ? within(group).getAllByRole('button').map((button) => button.textContent ?? '') : [];
}

function cardOf(root: HTMLElement, orderNbr: string): HTMLElement {
  const item = within(root)
    .getAllByRole('listitem')
    .find((element) => element.querySelector('h3')?.textContent?.includes(orderNbr));
  if (!item) throw new Error(`no card for ${orderNbr}`);
  return item;
}

// F3.14
/**
 * Web layout — Continue (new connection, A), Payment (B), Detail (always), Cancel (V, B),
 * exactly as `orderCardActions`.
 */
export const WebActionsByState: Story = {
  args: { layout: 'web' },
  render: (args) => <OrderList {...args} />,
  play: async ({ canvasElement }) => {
    const expected: Record<string, RegExp[]> = {
      '1001': [CONTINUE, DETAIL],
      '1002': [PAYMENT, DETAIL, CANCEL],
      '1003': [DETAIL, CANCEL],
      '1004': [DETAIL],
      '1005': [DETAIL],
      '1006': [DETAIL],
    };
    for (const [orderNbr, patterns] of Object.entries(expected)) {
      const names = buttonNames(cardOf(canvasElement, orderNbr));
      await expect(names).toHaveLength(patterns.length);
      patterns.forEach((pattern, index) => expect(names[index]).toMatch(pattern));
    }
  },
};

// F3.14
/**
 * Mobile layout — Cancel (V, B), Write review (C, purchased goods, requireEvaluation),
 * Continue (new connection, A), Payment (B); the card title opens the detail.
 */
export const MobileActionsByState: Story = {
  args: { layout: 'mobile' },
  render: (args) => <OrderList {...args} />,
  play: async ({ canvasElement }) => {
    const expected: Record<string, RegExp[]> = {
      '1001': [CONTINUE],
      '1002': [CANCEL, PAYMENT],
      '1003': [CANCEL],
      '1004': [REVIEW],
      '1005': [],
      '1006': [],
    };
    for (const [orderNbr, patterns] of Object.entries(expected)) {
      const names = buttonNames(cardOf(canvasElement, orderNbr));
      await expect(names).toHaveLength(patterns.length);
      patterns.forEach((pattern, index) => expect(names[index]).toMatch(pattern));
    }
    const completed = cardOf(canvasElement, '1004');
    await userEvent.click(within(completed).getByRole('button', { name: /1004/ }));
    await expect(onDetail).toHaveBeenCalledWith(completedGoodsOrder);
    await userEvent.click(within(completed).getByRole('button', { name: REVIEW }));
    await expect(onWriteReview).toHaveBeenCalledWith(completedGoodsOrder);
  },
};

// F3.14
/**
 * State B — the red closing-soon banner, and a status badge with an icon and the state's
 * name as text (not colour alone); the card has the danger edge.
 */
export const ClosingSoonBannerAndBadge: Story = {
  args: { layout: 'mobile' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: /1002/ });
    await expect(card).toHaveTextContent(/close soon|سيُغلق|سيغلق|قريب/i);
    await expect(card).toHaveAttribute('data-tone', 'danger');
    const badge = within(card).getByText('Awaiting payment').parentElement as HTMLElement;
    await expect(badge).toHaveAttribute('data-tone', 'warning');
    await expect(badge.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

// F3.14
/** No banner for other states; the badge of a completed order uses the complete (success) tone. */
export const NoBannerOutsideB: Story = {
  args: { order: completedGoodsOrder },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: /1004/ });
    await expect(card).not.toHaveTextContent(/close soon/i);
    await expect(within(card).getByText('Completed').parentElement).toHaveAttribute('data-tone', 'success');
  },
};

// F3.14
/** The timestamp label — C completed time, E cancel time, otherwise last update time. */
export const TimestampLabelByState: Story = {
  render: (args) => <OrderList {...args} />,
  play: async ({ canvasElement }) => {
    await expect(cardOf(canvasElement, '1004')).toHaveTextContent(/completed time|وقت الإكمال|وقت الاكتمال/i);
    await expect(cardOf(canvasElement, '1005')).toHaveTextContent(/cancel time|وقت الإلغاء/i);
    await expect(cardOf(canvasElement, '1003')).toHaveTextContent(/last update time|وقت آخر تحديث|آخر تحديث/i);
    await expect(cardOf(canvasElement, '1005')).not.toHaveTextContent(/last update time/i);
  },
};

// F3.14
/** The purchased-goods summary lists each item with its quantity and price; the amount is formatted as money. */
export const PurchasedGoodsSummary: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: /1002/ });
    const goods = within(card).getByRole('group', { name: /purchased goods|السلع المشتراة/i });
    const items = within(goods).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[1]).toHaveTextContent(/Phone case/);
    await expect(items[1]).toHaveTextContent(/2/);
    await expect(card).toHaveTextContent('$1,234.50');
  },
};

// F3.15
/** The old-to-new package comparison and the process timeline as an ordered list, DECLINED marked as a problem. */
export const PackageComparisonAndTimeline: Story = {
  args: { order: cancellableOrder, timeline: sampleTimeline },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: /1003/ });
    const change = within(card).getByRole('group', { name: /package change|تغيير الباقة/i });
    await expect(change).toHaveTextContent(/Smart 10 GB.*Smart 50 GB/);
    const timeline = within(card).getByRole('group', { name: /order progress|مراحل الطلب/i });
    const list = within(timeline).getByRole('list');
    await expect(list.tagName).toBe('OL');
    const steps = within(list).getAllByRole('listitem');
    await expect(steps).toHaveLength(3);
    await expect(steps[2]).toHaveAttribute('data-tone', 'error');
    await expect(steps[2]).toHaveTextContent(/(problem|مشكلة): DECLINED/i);
  },
};

let settle: () => void = () => undefined;

// F3.16
/**
 * Keyboard only: Tab reaches the copy button, then Payment; Enter runs the async callback,
 * which shows loading and blocks the other actions until it settles.
 */
export const KeyboardAsyncAction: Story = {
  args: {
    onPayment: fn(
      () =>
        new Promise<void>((resolve) => {
          settle = resolve;
        }),
    ),
  },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement).getByRole('article', { name: /1002/ });
    await userEvent.tab();
    await expect(within(card).getByRole('button', { name: /copy order number|نسخ رقم الطلب/i })).toHaveFocus();
    await userEvent.tab();
    const payment = within(card).getByRole('button', { name: PAYMENT });
    await expect(payment).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPayment).toHaveBeenCalledWith(awaitingPaymentOrder);
    await waitFor(() => expect(payment).toHaveAttribute('aria-busy', 'true'));
    await expect(within(card).getByRole('button', { name: CANCEL })).toHaveAttribute('aria-disabled', 'true');
    settle();
    await waitFor(() => expect(payment).not.toHaveAttribute('aria-busy', 'true'));
    await expect(within(card).getByRole('button', { name: CANCEL })).not.toHaveAttribute('aria-disabled');
  },
};
