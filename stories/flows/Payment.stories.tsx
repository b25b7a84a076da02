import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { InMemoryPortal, resetInMemoryPortal } from '../../apps/portal/src/app/InMemoryPortal';
import { HandOffContext } from '../../apps/portal/src/features/payment/checkoutApi';
import { findFocusedHeading, pageOpened } from './pageSteps';
import { storyLocale } from './storyLocale';
import { tariro, postJson, signInAs } from './sandboxSession';

const topUp =
  'payEvent=recharge&accNbr=771234567&amount=10&currencySymbol=%24&amountDisplay=%2410.00';
const order =
  'fromOrder=Y&eventType=PURCHASE_GOODS&custOrderId=O-1001-12&custOrderNbr=SO2026100112&amount=25&amountDisplay=%2425.00';

/** Texts in both story settings (English ltr, Arabic rtl). */
const text = {
  title: /^(Choose how to pay|اختر طريقة الدفع)$/,
  topUp: /^(Top-up|شحن الرصيد)$/,
  shopOrder: /^(Shop order|طلب من المتجر)$/,
  methods: /^(Payment method|طريقة الدفع)/,
  card: /^(Bank card|بطاقة مصرفية)/,
  wallet: /^(Mobile money wallet|محفظة الأموال عبر الهاتف)/,
  pay: /^(Continue to payment|المتابعة إلى الدفع)$/,
  required: /^(Choose a payment method\.|اختر طريقة دفع\.)$/,
  redirecting: /^(Taking you to the payment provider…|جارٍ نقلك إلى مزوّد الدفع…)$/,
  invalid: /^(This payment link is incomplete|رابط الدفع هذا غير مكتمل)$/,
  home: /^(Back to home|العودة إلى الرئيسية)$/,
  pleaseWait: /^(Please wait|يُرجى الانتظار)$/,
  result3:
    /^(Your mobile-money payment is being processed\. Please check back in a moment\.|تجري معالجة دفعتك عبر المحفظة الإلكترونية\. يُرجى التحقق بعد قليل\.)$/,
  oops: /^(Oops|عذرًا)$/,
  result2: /^(The payment has not been received yet\.|لم يتم استلام الدفعة بعد\.)$/,
  paid: /^(This payment has already been made\.|تم سداد هذه الدفعة من قبل\.)$/,
  success: /^(Payment successful|تم الدفع بنجاح)$/,
  failed: /^(Payment failed|فشل الدفع)$/,
  declined: /^(Your bank declined the payment\.|رفض مصرفك عملية الدفع\.)/,
  waiting: /^(Waiting for your approval|بانتظار موافقتك)$/,
  checkAgain: /^(Check again|تحقّق مرة أخرى)$/,
  tryAgain: /^(Try again|حاول مرة أخرى)$/,
  ok: /^(OK|حسنًا|موافق)$/,
};

const slow = { timeout: 10_000 };
const body = () => within(document.body);

async function post(path: string, data: unknown, token?: string) {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(data),
  });
  return response.json() as Promise<{ data?: Record<string, unknown>; returnUrl?: string }>;
}

/** Signs Tariro in through the sandbox's password login and keeps the session; answers the token. */
async function signIn(): Promise<string> {
  return (await signInAs(tariro)).token;
}

/**
 * A payment made before the page opens, as the portal makes it, finished on the provider with the
 * test details under the given switch: answers the transaction page's return address.
 */
async function paidBefore(
  token: string,
  method: 'CARD' | 'MOBILE_MONEY',
  outcome: string,
): Promise<string> {
  await post('/__sandbox/payments/settings', { outcome, callbackLost: false });
  const started = await post(
    '/ecare/payment/pay',
    {
      payEvent: 'recharge',
      accNbr: '771234567',
      amount: '10',
      currencySymbol: '$',
      amountDisplay: '$10.00',
      paymentMethodCode: method,
      returnUrl: '/transaction/{transactionSn}?back=1',
      idempotencyKey: `story-${crypto.randomUUID()}`,
    },
    token,
  );
  const finished = await post('/__sandbox/payments/provider', {
    transactionSn: started.data!.transactionSn,
  });
  return finished.returnUrl!;
}

interface PaymentPortalProps {
  /** Where the portal opens; a function makes a payment first and answers the address. */
  url: string | ((token: string) => Promise<string>);
}

/** The portal signed in as Tariro; the hand-off to the provider is written on the page, not followed. */
function PaymentPortal({ url }: PaymentPortalProps) {
  const [start, setStart] = useState<string>();
  const [handedOff, setHandedOff] = useState<string>();
  useEffect(() => {
    void signIn().then(async (token) => setStart(typeof url === 'string' ? url : await url(token)));
  }, [url]);
  if (!start) return <p role="status">…</p>;
  return (
    <HandOffContext.Provider value={setHandedOff}>
      <InMemoryPortal url={start} />
      {/* A box of its own width: the masked address (a new transaction number each run) takes the same room. */}
      {handedOff ? (
        <output
          aria-label="hand-off"
          style={{
            display: 'inline-block',
            inlineSize: '40ch',
            maxInlineSize: '100%',
            overflow: 'hidden',
            fontFamily: 'monospace',
          }}
        >
          {new URL(handedOff).pathname}
        </output>
      ) : null}
    </HandOffContext.Provider>
  );
}

/**
 * Payment method selection, pay, the hand-off and the transaction status (F3.8, F3.9) against the
 * MSW-mocked sandbox; the payment checks of spec 03 §4 for an order.
 */
const meta = {
  title: 'Flows/Payment',
  component: PaymentPortal,
  args: { url: `/selectPaymentMethod?${topUp}` },
  // The provider's address carries the new transaction's number, which differs every run.
  parameters: { layout: 'fullscreen', screenshot: { mask: ['output[aria-label="hand-off"]'] } },
  loaders: [
    async (context) => {
      await resetInMemoryPortal(storyLocale(context));
      await postJson('/__sandbox/reset', {});
    },
  ],
} satisfies Meta<typeof PaymentPortal>;

export default meta;
type Story = StoryObj<typeof meta>;

// F3.8
/** The top-up's summary and methods; Pay without a method says why; with one the payer is handed off once. */
export const MethodSelection: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findFocusedHeading(canvas, 1, text.title);
    await expect(canvas.getByText(text.topUp)).toBeVisible();
    await expect(canvas.getByText('$10.00')).toBeVisible();
    await expect(canvas.getByText('771234567')).toBeVisible();
    const pay = await canvas.findByRole('button', { name: text.pay }, slow);
    await userEvent.click(pay);
    await expect(await canvas.findByText(text.required)).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: text.card }));
    await userEvent.dblClick(pay);
    await expect(await canvas.findByText(text.redirecting, {}, slow)).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'hand-off' })).toHaveTextContent(
      /^\/provider\/pay\/\w+$/,
    );
    const { transactions } = (await (await fetch('/__sandbox/payments')).json()) as {
      transactions: unknown[];
    };
    await expect(transactions).toHaveLength(1);
  },
};

// F3.8
/** Opened without a payment it can read: it says so and offers the way home. */
export const InvalidQuery: Story = {
  args: { url: '/selectPaymentMethod?amount=10' },
  play: async ({ canvasElement }) => {
    const canvas = await pageOpened(canvasElement, text.invalid, 1);
    await expect(canvas.getByRole('button', { name: text.home })).toBeVisible();
  },
};

const checkAnswer = (code: string, data: unknown, resultMsg = 'success') =>
  http.post('*/ecare/payment/check', () =>
    HttpResponse.json({ code, resultCode: code, resultMsg, data }),
  );

// F3.8, F3.9
/** Check result 1 for an order mapped from PURCHASE_GOODS (goods): the methods are offered. */
export const OrderCheckResult1: Story = {
  args: { url: `/selectPaymentMethod?${order}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(text.shopOrder, {}, slow)).toBeVisible();
    await expect(await canvas.findByRole('radio', { name: text.wallet }, slow)).toBeVisible();
  },
};

// F3.8
/** Check result 3: the please-wait dialog with the check-result-3 text; no second payment is offered. */
export const OrderCheckResult3: Story = {
  args: { url: `/h5/selectPaymentMethod?${order}` },
  beforeEach({ msw }) {
    msw.use(checkAnswer('200', { result: 3 }));
  },
  play: async ({ canvasElement }) => {
    const dialog = await body().findByRole('alertdialog', { name: text.pleaseWait }, slow);
    await waitFor(() => expect(within(dialog).getByText(text.result3)).toBeVisible(), slow);
    await userEvent.click(within(dialog).getByRole('button', { name: text.ok }));
    await expect(within(canvasElement).queryByRole('button', { name: text.pay })).toBeNull();
  },
};

// F3.8
/** Check result 4: the oops dialog, then the methods to try again. */
export const OrderCheckResult4: Story = {
  args: { url: `/selectPaymentMethod?${order}` },
  beforeEach({ msw }) {
    msw.use(checkAnswer('200', { result: 4 }));
  },
  play: async ({ canvasElement }) => {
    const dialog = await body().findByRole('dialog', { name: text.oops }, slow);
    await waitFor(() => expect(dialog).toBeVisible(), slow);
    await expect(
      await within(canvasElement).findByRole('radio', { name: text.card }, slow),
    ).toBeInTheDocument();
  },
};

// F3.8
/** Check result 2 (and any other): the check-result-2 message. */
export const OrderCheckResult2: Story = {
  args: { url: `/selectPaymentMethod?${order}` },
  beforeEach({ msw }) {
    msw.use(checkAnswer('200', { result: 7 }));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(text.result2, {}, slow)).toBeVisible();
  },
};

// F3.8
/** A non-200 check answer shows the server's resultMsg (an order already paid). */
export const OrderCheckNon200: Story = {
  args: { url: `/selectPaymentMethod?${order}` },
  beforeEach({ msw }) {
    msw.use(checkAnswer('40904301', null, 'This payment has already been made.'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, slow)).toHaveTextContent(
      'This payment has already been made.',
    );
  },
};

// F3.8
/** Back from the provider with an approved card: the status page says paid, with the transaction. */
export const StatusPaid: Story = {
  args: { url: (token) => paidBefore(token, 'CARD', 'approve') },
  play: async ({ canvasElement }) => {
    const canvas = await pageOpened(canvasElement, text.success);
    await expect(canvas.getByText(/^TX\d+$/)).toBeVisible();
    await expect(canvas.getByText(/4242/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: text.home })).toBeVisible();
  },
};

// F3.8
/** A declined card: the reason, then Try again reopens the methods with the amount and the card kept. */
export const StatusDeclined: Story = {
  args: { url: (token) => paidBefore(token, 'CARD', 'decline') },
  play: async ({ canvasElement }) => {
    const canvas = await pageOpened(canvasElement, text.failed);
    await expect(canvas.getByText(text.declined)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text.tryAgain }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: text.title }, slow),
    ).toBeVisible();
    await expect(canvas.getByText('$10.00')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('radio', { name: text.card })).toBeChecked(), slow);
  },
};

// F3.8
/** A wallet payment waits for approval (check result 3, please wait); approved on the phone, Check again shows it paid. */
export const StatusPendingThenPaid: Story = {
  args: { url: (token) => paidBefore(token, 'MOBILE_MONEY', 'approve') },
  play: async ({ canvasElement }) => {
    const canvas = await pageOpened(canvasElement, text.waiting);
    const dialog = await body().findByRole('alertdialog', { name: text.pleaseWait }, slow);
    const { transactions } = (await (await fetch('/__sandbox/payments')).json()) as {
      transactions: { transactionSn: string }[];
    };
    await post('/__sandbox/payments/approval', {
      transactionSn: transactions[0]!.transactionSn,
      approve: true,
    });
    await userEvent.click(within(dialog).getByRole('button', { name: text.checkAgain }));
    await expect(await canvas.findByRole('heading', { name: text.success }, slow)).toBeVisible();
  },
};
