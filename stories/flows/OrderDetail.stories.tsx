import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { InMemoryPortal } from '../../apps/portal/src/app/InMemoryPortal';
import { findFocusedHeading } from './pageSteps';
import { heldAnswers } from './heldAnswers';
import { tariro, postJson, signInAs, resetPortal } from './sandboxSession';

// Tariro's orders are the sandbox's store/orderSeed.

/** Texts in both story settings (English ltr, Arabic rtl). */
const text = {
  title: /^(Order details|تفاصيل الطلب)$/,
  stateA: /^(Order not finished|طلب غير مكتمل)$/,
  stateB: /^(Awaiting payment|بانتظار الدفع)$/,
  stateV: /^(Order in progress|الطلب قيد التنفيذ)$/,
  stateC: /^(Order completed|اكتمل الطلب)$/,
  stateE: /^(Order cancelled|أُلغي الطلب)$/,
  stateR: /^(Order rejected|رُفض الطلب)$/,
  rejectedNotice: /^(This order could not be completed\.|تعذّر إتمام هذا الطلب\.)/,
  countdown: /^(Time left to pay|الوقت المتبقي للدفع)$/,
  cancel: /^(Cancel|إلغاء)$/,
  continuePayment: /^(Continue payment|متابعة الدفع)$/,
  oldPackage: /^(Old package|الباقة القديمة)$/,
  download: /^(Download receipt|تنزيل الإيصال)$/,
  retry: /^(Try again|إعادة المحاولة)$/,
  failed: /^(The receipt could not be downloaded\.|تعذّر تنزيل الإيصال\.)$/,
  pickup: /^(Pickup contact|جهة الاستلام)$/,
  esimTitle: /^(eSIM activation|تفعيل الشريحة الإلكترونية)$/,
  esimSteps: /^(How to install your eSIM|كيفية تثبيت الشريحة الإلكترونية)$/,
  timeline: /^(Order progress|مراحل الطلب)$/,
  totalBeforeTax: /^(Total before tax|الإجمالي قبل الضريبة)$/,
  tax: /^(Tax|الضريبة)$/,
  total: /^(Total|الإجمالي)$/,
  orderNumber: /^(Order number|رقم الطلب)$/,
  created: /^(Created time|وقت الإنشاء)$/,
  completed: /^(Completed time|وقت الاكتمال)$/,
  paymentMethod: /^(Payment method|طريقة الدفع)$/,
  loading: /^(Loading the order…|جارٍ تحميل الطلب…)$/,
  timelineLoading: /^(Loading the order progress…|جارٍ تحميل مراحل الطلب…)$/,
  downloading: /^(Downloading the receipt…|جارٍ تنزيل الإيصال…)$/,
};

const slow = { timeout: 10_000 };

/** The detail page of `orderId`, signed in as Tariro; `receiptFails` flips the sandbox's receipt switch. */
function DetailPortal({
  orderId,
  receiptFails = false,
  simPurchase = false,
}: {
  orderId: string;
  receiptFails?: boolean;
  simPurchase?: boolean;
}) {
  const [shown, setShown] = useState<string>();
  useEffect(() => {
    void signInAs(tariro)
      .then(() => postJson('/__sandbox/orders/receipt', { fail: receiptFails }))
      // The sandbox's completed SIM purchase (its item carries the SIM serial), for the stories that show one.
      .then(() =>
        simPurchase
          ? postJson('/__sandbox/afterSale/simOrder', { custId: '1001' }).then(
              async (answer) => ((await answer.json()) as { orderId: string }).orderId,
            )
          : orderId,
      )
      .then(setShown);
  }, [receiptFails, simPurchase, orderId]);
  return shown ? (
    <InMemoryPortal url={`/h5/orderDetail?orderId=${shown}`} />
  ) : (
    <p role="status">…</p>
  );
}

/** Order detail (F3.15) at /h5/orderDetail against the MSW-mocked sandbox, one seeded order per state. */
const meta = {
  title: 'Flows/OrderDetail',
  component: DetailPortal,
  args: { orderId: 'O-1001-12' },
  parameters: { layout: 'fullscreen' },
  loaders: [resetPortal],
} satisfies Meta<typeof DetailPortal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The state title, which takes the focus. */
const stateTitle = (canvasElement: HTMLElement, name: RegExp) =>
  findFocusedHeading(within(canvasElement), 2, name);

// F3.15
/** B, package upgrade: the countdown in HH:mm:ss, the old-to-new comparison, Cancel and Continue payment. */
export const AwaitingPaymentPackage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await stateTitle(canvasElement, text.stateB);
    await expect(canvas.getByRole('timer', { name: text.countdown })).toHaveTextContent(
      /^00:0[0-8]:\d\d$/,
    );
    await expect(canvas.getByText(text.oldPackage)).toBeVisible();
    await expect(canvas.getByRole('button', { name: text.cancel })).toBeVisible();
    await expect(canvas.getByRole('button', { name: text.continuePayment })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(await canvas.findByRole('heading', { name: text.timeline }, slow)).toBeVisible();
  },
};

// F3.15
/** A: no countdown and no footer. */
export const Unfinished: Story = {
  args: { orderId: 'O-1001-11' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await stateTitle(canvasElement, text.stateA);
    await expect(canvas.queryByRole('timer')).toBeNull();
    await expect(canvas.queryByRole('button', { name: text.cancel })).toBeNull();
  },
};

// F3.15
/** V: Cancel only. */
export const Cancellable: Story = {
  args: { orderId: 'O-1001-10' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await stateTitle(canvasElement, text.stateV);
    await expect(canvas.getByRole('button', { name: text.cancel })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: text.continuePayment })).toBeNull();
  },
};

// F3.15
/** C, purchased goods with a receipt: pickup contact, items and the receipt row. */
export const CompletedGoodsWithReceipt: Story = {
  args: { orderId: 'O-1001-09' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await stateTitle(canvasElement, text.stateC);
    await expect(canvas.getByRole('heading', { name: text.pickup })).toBeVisible();
    await expect(canvas.getByText('Nova 5G phone')).toBeVisible();
    await expect(canvas.getByText('Colour: Midnight blue')).toBeVisible();
    await expect(canvas.getByRole('button', { name: text.download })).toBeVisible();
  },
};

/**
 * The rows of the purchased-goods totals (spec 03 §2.6): the term/value pairs of the list that holds
 * "Total before tax" (the order summary above it has its own created time).
 */
function goodsTotals(canvasElement: HTMLElement): (term: RegExp) => string {
  const list = within(canvasElement)
    .getByText(text.totalBeforeTax, { selector: 'dt' })
    .closest('dl') as HTMLElement;
  return (term) =>
    (within(list).getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement)
      .textContent ?? '';
}

/** The time of day of a date-time value (its HH:mm:ss). */
const timeOfDay = (value: string) => value.match(/\d{2}:\d{2}:\d{2}/)?.[0];

// F3.15
/**
 * C, purchased goods: totals before tax, tax and total, the order number, the payment method, and
 * both times — completed two days after it was created (the sandbox's seed), so the same time of day
 * on another date.
 */
export const CompletedGoodsTotals: Story = {
  args: { orderId: 'O-1001-09' },
  play: async ({ canvasElement }) => {
    await stateTitle(canvasElement, text.stateC);
    const row = goodsTotals(canvasElement);
    await expect(row(text.totalBeforeTax)).toBe('$215.43');
    await expect(row(text.tax)).toBe('$34.47');
    await expect(row(text.total)).toBe('$249.90');
    await expect(row(text.orderNumber)).toBe('SO2026100109');
    await expect(row(text.paymentMethod)).toBe('Visa •••• 4242');
    const created = row(text.created);
    const completed = row(text.completed);
    await expect(timeOfDay(created)).toBeDefined();
    await expect(timeOfDay(completed)).toBe(timeOfDay(created));
    await expect(completed).not.toBe(created);
  },
};

// F3.15, spec 03 §5
/** A purchased SIM: its serial is shown masked but for its last 4 characters, left to right in both languages. */
export const SimSerialMasked: Story = {
  args: { simPurchase: true },
  play: async ({ canvasElement }) => {
    await stateTitle(canvasElement, text.stateC);
    const serial = await within(canvasElement).findByText('****5678', {}, slow);
    await expect(serial.tagName).toBe('BDI');
    await expect(serial).toHaveAttribute('dir', 'ltr');
    await expect(serial.parentElement!.textContent).toMatch(
      /^(SIM serial|الرقم التسلسلي للشريحة) \*{4}5678$/,
    );
    await expect(canvasElement.textContent).not.toContain('8926300000012345678');
  },
};

// F3.15
/** B, purchased goods awaiting payment: the totals, the created time, and no completed time yet ('--'). */
export const GoodsAwaitingPaymentTotals: Story = {
  args: { orderId: 'O-1001-13' },
  play: async ({ canvasElement }) => {
    await stateTitle(canvasElement, text.stateB);
    const row = goodsTotals(canvasElement);
    await expect(row(text.totalBeforeTax)).toBe('$15.95');
    await expect(row(text.tax)).toBe('$2.55');
    await expect(row(text.total)).toBe('$18.50');
    await expect(timeOfDay(row(text.created))).toBeDefined();
    await expect(row(text.completed)).toBe('--');
  },
};

/** The detail's answer, held while its loading state is checked. */
const detailAnswer = heldAnswers('/ecare/order/userOrder/detail');

// F3.15, spec 03 §2 "A spinner shows while the … detail … loads"
/** While the detail loads, its spinner says so (after the 300 ms delay); then the state title takes its place. */
export const DetailLoading: Story = {
  beforeEach: detailAnswer.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(text.loading, undefined, slow)).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { level: 2, name: text.stateB })).toBeNull();
    detailAnswer.release();
    await stateTitle(canvasElement, text.stateB);
    await waitFor(() => expect(canvas.queryByText(text.loading)).toBeNull());
  },
};

/** The timeline's answer, held while its loading state is checked. */
const timelineAnswer = heldAnswers('/ecare/order/userOrder/processList');

// F3.15, spec 03 §2 "A spinner shows while the … timeline … loads"
/** The detail shows while its timeline still loads, with the timeline's own spinner; then the steps. */
export const TimelineLoading: Story = {
  beforeEach: timelineAnswer.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await stateTitle(canvasElement, text.stateB);
    await expect(
      await canvas.findByText(text.timelineLoading, undefined, slow),
    ).toBeInTheDocument();
    timelineAnswer.release();
    await expect(await canvas.findByRole('heading', { name: text.timeline }, slow)).toBeVisible();
    await waitFor(() => expect(canvas.queryByText(text.timelineLoading)).toBeNull());
  },
};

/** The receipt's answers (either document), held while the download's loading state is checked. */
const receiptAnswer = heldAnswers(
  '/ecare/shop/order/receipt/download',
  '/ecare/common/down-receipt',
);

// F3.15, spec 03 §2 "A spinner shows while the … receipt download loads"
/** While the receipt downloads, its spinner says so; once the document arrives it goes. */
export const ReceiptDownloading: Story = {
  args: { orderId: 'O-1001-09' },
  beforeEach: receiptAnswer.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await stateTitle(canvasElement, text.stateC);
    await userEvent.click(canvas.getByRole('button', { name: text.download }));
    await expect(await canvas.findByText(text.downloading, undefined, slow)).toBeInTheDocument();
    receiptAnswer.release();
    await waitFor(() => expect(canvas.queryByText(text.downloading)).toBeNull(), slow);
    await expect(canvas.queryByText(text.failed)).toBeNull();
  },
};

// F3.15
/** E: cancelled, no footer. */
export const Cancelled: Story = {
  args: { orderId: 'O-1001-07' },
  play: async ({ canvasElement }) => {
    await stateTitle(canvasElement, text.stateE);
    await expect(within(canvasElement).queryByRole('button', { name: text.cancel })).toBeNull();
  },
};

// F3.15
/** R: the rejected notice. */
export const Rejected: Story = {
  args: { orderId: 'O-1001-06' },
  play: async ({ canvasElement }) => {
    await stateTitle(canvasElement, text.stateR);
    await expect(within(canvasElement).getByText(text.rejectedNotice)).toBeVisible();
  },
};

// F3.15, B5
/** A completed eSIM order: the QR code, the manual activation code and the install steps. */
export const EsimQr: Story = {
  args: { orderId: 'O-1001-08' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await stateTitle(canvasElement, text.stateC);
    await expect(await canvas.findByRole('heading', { name: text.esimTitle }, slow)).toBeVisible();
    await expect(canvas.getByText('LPA:1$smdp.gaia-sandbox.example$K2-O100108-GAIA')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: text.esimSteps })).toBeVisible();
  },
};

// F3.15
/** A failed receipt download says so and offers Try again. */
export const ReceiptFailure: Story = {
  args: { orderId: 'O-1001-09', receiptFails: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await stateTitle(canvasElement, text.stateC);
    await userEvent.click(canvas.getByRole('button', { name: text.download }));
    await expect(await canvas.findByText(text.failed, undefined, slow)).toBeVisible();
    await expect(canvas.getByRole('button', { name: text.retry })).toBeVisible();
  },
};
