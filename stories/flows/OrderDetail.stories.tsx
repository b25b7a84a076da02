import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { encryptPassword, type LoginResult } from '@gaia/domain';
import { InMemoryPortal, resetInMemoryPortal } from '../../apps/portal/src/app/InMemoryPortal';
import { startSession } from '../../apps/portal/src/app/session';
import { storyLocale } from './storyLocale';

/** The seeded individual (packages/sandbox/src/store/seed.ts) and her orders (store/orderSeed). */
const tariro = { account: '0771234567', password: 'Gaia#2026' };

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
};

const slow = { timeout: 10_000 };

/** Signs Tariro in through the sandbox's password login and keeps the session. */
async function signIn(): Promise<void> {
  const items = await fetch('/uc/common/config/items', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
  const { data } = (await items.json()) as { data: { code: string; value: string }[] };
  const publicKey = data.find((item) => item.code === 'PASSWORD_RSA_PUBLIC_KEY')!.value;
  const response = await fetch('/ecare/user/pwdLogin', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ account: tariro.account, password: await encryptPassword(publicKey, tariro.password) }),
  });
  startSession(((await response.json()) as { data: LoginResult }).data);
}

/** The detail page of `orderId`, signed in as Tariro; `receiptFails` flips the sandbox's receipt switch. */
function DetailPortal({ orderId, receiptFails = false }: { orderId: string; receiptFails?: boolean }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void signIn()
      .then(() => fetch('/__sandbox/orders/receipt', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ fail: receiptFails }) }))
      .then(() => setReady(true));
  }, [receiptFails]);
  return ready ? <InMemoryPortal url={`/h5/orderDetail?orderId=${orderId}`} /> : <p role="status">…</p>;
}

/** Order detail (F3.15) at /h5/orderDetail against the MSW-mocked sandbox, one seeded order per state. */
const meta = {
  title: 'Flows/OrderDetail',
  component: DetailPortal,
  args: { orderId: 'O-1001-12' },
  parameters: { layout: 'fullscreen' },
  loaders: [async (context) => void (await resetInMemoryPortal(storyLocale(context)))],
} satisfies Meta<typeof DetailPortal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The state title, which takes the focus. */
async function stateTitle(canvasElement: HTMLElement, name: RegExp) {
  const heading = await within(canvasElement).findByRole('heading', { level: 2, name }, slow);
  await expect(heading).toHaveFocus();
  return heading;
}

// F3.15
/** B, package upgrade: the countdown in HH:mm:ss, the old-to-new comparison, Cancel and Continue payment. */
export const AwaitingPaymentPackage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await stateTitle(canvasElement, text.stateB);
    await expect(canvas.getByRole('timer', { name: text.countdown })).toHaveTextContent(/^00:0[0-8]:\d\d$/);
    await expect(canvas.getByText(text.oldPackage)).toBeVisible();
    await expect(canvas.getByRole('button', { name: text.cancel })).toBeVisible();
    await expect(canvas.getByRole('button', { name: text.continuePayment })).not.toHaveAttribute('aria-disabled', 'true');
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
