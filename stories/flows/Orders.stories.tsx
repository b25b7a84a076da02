import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { InMemoryPortal } from '../../apps/portal/src/app/InMemoryPortal';
import { startSession } from '../../apps/portal/src/app/session';
import { heldAnswers } from './heldAnswers';
import { expectToastShown, pageOpened } from './pageSteps';
import { tariro, postJson, passwordLogin, resetPortal } from './sandboxSession';
import { successAnswer } from './successAnswer';

// Tariro's orders are the sandbox's store/orderSeed.

const orders = {
  /** Package upgrade awaiting payment (B). */
  upgrade: /SO2026100112/,
  /** New connection still being filled in (A). */
  newLine: /SO2026100111/,
  /** Roaming in V. */
  roaming: /SO2026100110/,
  /** Purchased goods, completed, review to write (C). */
  goods: /SO2026100109/,
  /** Purchased goods, rejected (R). */
  rejected: /SO2026100106/,
};

/** Texts in both story settings (English ltr, Arabic rtl). */
const text = {
  title: /^(My orders|طلباتي)$/,
  list: /^(Orders|الطلبات)$/,
  closingSoon:
    /^(This order will close soon if it is not paid\.|سيُغلق هذا الطلب قريبًا إذا لم يُدفع\.)$/,
  continue: /^(Continue|متابعة)$/,
  payment: /^(Payment|الدفع)$/,
  detail: /^(Detail|التفاصيل)$/,
  cancel: /^(Cancel|إلغاء)$/,
  writeReview: /^(Write review|كتابة تقييم)$/,
  awaiting: /^(Awaiting payment|بانتظار الدفع)$/,
  rejected: /^(Rejected|مرفوض)$/,
  cancelled: /^(Cancelled|ملغى)$/,
  nextPage: /^(Next page|الصفحة التالية)$/,
  empty: /^(No orders yet|لا توجد طلبات بعد)$/,
  noCustomer: /^(No customer account|لا يوجد حساب عميل)$/,
  loadFailed: /^(Your orders could not be loaded\.|تعذر تحميل طلباتك\.)$/,
  cancelTitle: /^(Cancel order|إلغاء الطلب)$/,
  remarks: /^(Remarks|ملاحظات)$/,
  submit: /^(Submit|إرسال)$/,
  counter12: /^(12 of 400 characters|12 من 400 حرفًا)$/,
  cancelled200: /^(Order cancelled successfully\.|تم إلغاء الطلب بنجاح\.)$/,
  cancelRefused:
    /^(The order is being processed and cannot be cancelled now\.|الطلب قيد المعالجة ولا يمكن إلغاؤه الآن\.)$/,
  cancelFailure: /^(The order could not be cancelled\.|تعذّر إلغاء الطلب\.)$/,
  rateTitle: /^(Rate the service|تقييم الخدمة)$/,
  fiveStars: /^(5 stars|5 نجوم)/,
  twoStars: /^(2 stars|2 نجوم)/,
  rated: /^(Service rated successfully\.|تم تقييم الخدمة بنجاح\.)$/,
  rateRefused: /^(Ratings cannot be received at the moment\.|لا يمكن استلام التقييمات حاليًا\.)$/,
  copyNumber: /^(Copy order number|نسخ رقم الطلب)$/,
  copied: /^(Copied to the clipboard\.|تمّ النسخ إلى الحافظة\.)$/,
  loadingOrders: /^(Loading your orders…|جارٍ تحميل طلباتك…)$/,
  checkingPayment: /^(Checking the payment…|جارٍ التحقق من الدفع…)$/,
  result2: /^(The payment has not been received yet\.|لم يتم استلام الدفعة بعد\.)$/,
  pleaseWait: /^(Please wait|يُرجى الانتظار)$/,
  result3:
    /^(Your mobile-money payment is being processed\. Please check back in a moment\.|تجري معالجة دفعتك عبر المحفظة الإلكترونية\. يُرجى التحقق بعد قليل\.)$/,
  oops: /^(Oops|عذرًا)$/,
  oopsContent:
    /^(Something went wrong with this payment\. Please try again later\.|حدث خطأ في هذه الدفعة\. يُرجى المحاولة لاحقًا\.)$/,
  checkError:
    /^(The payment status could not be checked\. Please try again later\.|تعذر التحقق من حالة الدفع\. يرجى المحاولة لاحقًا\.)$/,
  reviewTitle: /^(Write a review|اكتب تقييمًا)$/,
  reviewSubmit: /^(Submit review|إرسال التقييم)$/,
  reviewDone: /^(Thank you for your review|شكرًا على تقييمك)$/,
  phone: /^Nova 5G phone$/,
};

const slow = { timeout: 10_000 };
/** The cancel's list reload comes 1.2 s after the toast (F3.16). */
const afterReload = { timeout: 6_000 };

/**
 * Signs Tariro in through the sandbox's password login, as the sign-in page does, and keeps the
 * session; `withoutCustomer` keeps a user without a customer code (spec 03 §6).
 */
async function signIn(withoutCustomer = false): Promise<void> {
  const result = await passwordLogin(tariro.account, tariro.password);
  if (withoutCustomer) {
    delete result.user.currentCustNbr;
    delete result.user.currentCustId;
  }
  startSession(result);
}

/** Flips the sandbox's order switches (/__sandbox/orders). */
async function orderSwitches(switches: Record<string, unknown>): Promise<void> {
  await postJson('/__sandbox/orders', switches);
}

/** The portal in memory at `url`, signed in as Tariro, after the given switches. */
function SignedInPortal({
  url,
  switches,
  withoutCustomer = false,
}: {
  url: string;
  switches?: Record<string, unknown>;
  withoutCustomer?: boolean;
}) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void signIn(withoutCustomer)
      .then(() => (switches ? orderSwitches(switches) : undefined))
      .then(() => setReady(true));
  }, [switches, withoutCustomer]);
  return ready ? <InMemoryPortal url={url} /> : <p role="status">…</p>;
}

/** A phone-wide viewport for the mobile cards: the layout follows matchMedia('(max-width: 767px)'). */
function asPhone(): () => void {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => {
    const list = original.call(window, query);
    if (!query.includes('max-width: 767px')) return list;
    return {
      matches: true,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    } satisfies MediaQueryList;
  };
  return () => {
    window.matchMedia = original;
  };
}

/** The order cards of the list (its own items, not the lists inside the cards). */
const cardsOf = (list: HTMLElement) =>
  Array.from(list.children).filter((child) => child.tagName === 'LI');

/** Submit buttons stay focusable while disabled (aria-disabled). */
async function expectDisabled(button: HTMLElement) {
  await expect(button).toHaveAttribute('aria-disabled', 'true');
}

/** The card of an order, by its number. */
async function card(canvasElement: HTMLElement, orderNbr: RegExp) {
  const canvas = within(canvasElement);
  const list = await canvas.findByRole('list', { name: text.list }, slow);
  return within(within(list).getByRole('listitem', { name: orderNbr }));
}

/** Another page (onboarding, the payment methods) has taken My Orders' place. */
async function expectMyOrdersLeft(canvasElement: HTMLElement) {
  await waitFor(
    () =>
      expect(
        within(canvasElement).queryByRole('heading', { level: 1, name: text.title }),
      ).toBeNull(),
    slow,
  );
}

/** The dialogs and toasts render in the document body (the overlay root), outside the canvas. */
const body = () => within(document.body);

/**
 * My Orders (F3.14, F3.16, F3.20) against the MSW-mocked sandbox: Tariro's twelve seeded orders in
 * every state, the cards by layout, and each action with each of the server's answers.
 */
const meta = {
  title: 'Flows/Orders',
  component: SignedInPortal,
  args: { url: '/myOrders' },
  parameters: { layout: 'fullscreen' },
  loaders: [resetPortal],
} satisfies Meta<typeof SignedInPortal>;

export default meta;
type Story = StoryObj<typeof meta>;

// F3.14
/** Web cards: ten orders a page; Payment, Detail and Cancel on the order in B with its closing-soon banner; Continue on the new connection in A; the badges; page 2. */
export const WebList: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await pageOpened(canvasElement, text.title, 1);
    const list = await canvas.findByRole('list', { name: text.list }, slow);
    await expect(cardsOf(list)).toHaveLength(10);
    const upgrade = await card(canvasElement, orders.upgrade);
    await expect(upgrade.getByText(text.closingSoon)).toBeVisible();
    await expect(upgrade.getByText(text.awaiting)).toBeVisible();
    await expect(upgrade.getAllByRole('button').map((button) => button.textContent)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(text.payment),
        expect.stringMatching(text.detail),
        expect.stringMatching(text.cancel),
      ]),
    );
    const newLine = await card(canvasElement, orders.newLine);
    await expect(newLine.getByRole('button', { name: text.continue })).toBeVisible();
    await expect(newLine.queryByRole('button', { name: text.cancel })).toBeNull();
    await expect(
      (await card(canvasElement, orders.rejected)).getByText(text.rejected),
    ).toBeVisible();
    await expect(
      (await card(canvasElement, orders.goods)).queryByRole('button', { name: text.writeReview }),
    ).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: text.nextPage }));
    await waitFor(() => expect(cardsOf(list)).toHaveLength(2), slow);
  },
};

// F3.14
/** Mobile cards: Cancel in V and B, Write review on completed goods awaiting a review, Continue in A, Payment in B; no Detail button (the title opens it). */
export const MobileList: Story = {
  beforeEach: () => asPhone(),
  play: async ({ canvasElement }) => {
    const upgrade = await card(canvasElement, orders.upgrade);
    await expect(upgrade.getByText(text.closingSoon)).toBeVisible();
    await expect(upgrade.getByRole('button', { name: text.cancel })).toBeVisible();
    await expect(upgrade.getByRole('button', { name: text.payment })).toBeVisible();
    await expect(upgrade.queryByRole('button', { name: text.detail })).toBeNull();
    await expect(
      (await card(canvasElement, orders.goods)).getByRole('button', { name: text.writeReview }),
    ).toBeVisible();
    await expect(
      (await card(canvasElement, orders.roaming)).getByRole('button', { name: text.cancel }),
    ).toBeVisible();
    await expect(
      (await card(canvasElement, orders.newLine)).getByRole('button', { name: text.continue }),
    ).toBeVisible();
  },
};

// F3.14
/** A customer without orders sees the empty state. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('*/ecare/order/userOrder/list', () =>
        successAnswer({
          orderList: [],
          pageInfo: { currentPage: 1, pageSize: 10, total: 0, totalPage: 0 },
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: text.empty }, slow),
    ).toBeVisible();
  },
};

// F3.14
/** A user without a customer code: no list call, the no-customer empty state (spec 03 §6). */
export const NoCustomerCode: Story = {
  args: { withoutCustomer: true },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: text.noCustomer }, slow),
    ).toBeVisible();
    await expect(within(canvasElement).queryByRole('list', { name: text.list })).toBeNull();
  },
};

// F3.16
/** Continue on the new connection in A: without a native host, onboarding opens in place of My Orders (step 2). */
export const ContinueNewConnection: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      (await card(canvasElement, orders.newLine)).getByRole('button', { name: text.continue }),
    );
    await expectMyOrdersLeft(canvasElement);
  },
};

// F3.14, spec 03 §8
/** The order service fails: the list says so, with a way to try again. */
export const ListFails: Story = {
  args: { switches: { list: 'error' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(text.loadFailed, undefined, slow),
    ).toBeVisible();
  },
};

/** Cancel on the card of `orderNbr`: its dialog, as a query scope. */
async function openCancelDialog(canvasElement: HTMLElement, orderNbr: RegExp) {
  await userEvent.click(
    (await card(canvasElement, orderNbr)).getByRole('button', { name: text.cancel }),
  );
  return within(await body().findByRole('alertdialog', { name: text.cancelTitle }));
}

/** Cancels the order of `orderNbr` with `remarks` as the reason; answers the dialog, which shows the answer. */
async function cancelWithRemarks(canvasElement: HTMLElement, orderNbr: RegExp, remarks: string) {
  const dialog = await openCancelDialog(canvasElement, orderNbr);
  await userEvent.type(dialog.getByRole('textbox', { name: text.remarks }), remarks);
  await userEvent.click(dialog.getByRole('button', { name: text.submit }));
  return dialog;
}

// F3.16
/** Cancel: Submit disabled while the remarks are empty, a live counter; after success the toast, and 1.2 s later the list reloads with the order cancelled. */
export const CancelOrder: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openCancelDialog(canvasElement, orders.roaming);
    const submit = dialog.getByRole('button', { name: text.submit });
    await expectDisabled(submit);
    await userEvent.type(dialog.getByRole('textbox', { name: text.remarks }), 'Trip delayed');
    // Waited for: on a busy machine the counter found was once replaced by a newer render before the check.
    await waitFor(() => expect(dialog.getByText(text.counter12)).toBeVisible());
    await userEvent.click(submit);
    await waitFor(() => expect(body().getByText(text.cancelled200)).toBeVisible());
    await waitFor(
      async () =>
        expect((await card(canvasElement, orders.roaming)).getByText(text.cancelled)).toBeVisible(),
      afterReload,
    );
  },
};

// F3.16, spec 03 §8
/** A refused cancel shows the server's message and keeps the dialog open with the remarks typed. */
export const CancelRefused: Story = {
  args: { switches: { cancel: 'fail' } },
  play: async ({ canvasElement }) => {
    const dialog = await cancelWithRemarks(canvasElement, orders.roaming, 'Trip delayed');
    await waitFor(() => expect(dialog.getByText(text.cancelRefused)).toBeVisible());
    await expect(dialog.getByRole('textbox', { name: text.remarks })).toHaveValue('Trip delayed');
  },
};

// F3.16, spec 03 §8
/** A refused cancel without a message shows the cancel-failure message. */
export const CancelFailsSilently: Story = {
  args: { switches: { cancel: 'failWithoutMessage' } },
  play: async ({ canvasElement }) => {
    const dialog = await cancelWithRemarks(canvasElement, orders.upgrade, 'No longer needed');
    await waitFor(() => expect(dialog.getByText(text.cancelFailure)).toBeVisible());
  },
};

// F3.16
/** Write review (mobile): 5 stars by default, reset on close; the rating goes in and the button goes. */
export const RateOrder: Story = {
  beforeEach: () => asPhone(),
  play: async ({ canvasElement }) => {
    const goods = await card(canvasElement, orders.goods);
    await userEvent.click(goods.getByRole('button', { name: text.writeReview }));
    let dialog = within(await body().findByRole('dialog', { name: text.rateTitle }));
    await expect(dialog.getByRole('radio', { name: text.fiveStars })).toBeChecked();
    await userEvent.click(dialog.getByRole('radio', { name: text.twoStars }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog', { name: text.rateTitle })).toBeNull());
    await userEvent.click(goods.getByRole('button', { name: text.writeReview }));
    dialog = within(await body().findByRole('dialog', { name: text.rateTitle }));
    await expect(dialog.getByRole('radio', { name: text.fiveStars })).toBeChecked();
    await expectDisabled(dialog.getByRole('button', { name: text.submit }));
    await userEvent.type(dialog.getByRole('textbox', { name: text.remarks }), 'Great phone');
    await userEvent.click(dialog.getByRole('button', { name: text.submit }));
    await waitFor(() => expect(body().getByText(text.rated)).toBeVisible());
    await waitFor(
      async () =>
        expect(
          (await card(canvasElement, orders.goods)).queryByRole('button', {
            name: text.writeReview,
          }),
        ).toBeNull(),
      slow,
    );
  },
};

/** Presses Payment on the order in B. */
async function pay(canvasElement: HTMLElement) {
  await userEvent.click(
    (await card(canvasElement, orders.upgrade)).getByRole('button', { name: text.payment }),
  );
}

// F3.16, spec 03 §4
/** Check result 1: the payment-method page replaces My Orders. */
export const PaymentCheckPayable: Story = {
  play: async ({ canvasElement }) => {
    await pay(canvasElement);
    await expectMyOrdersLeft(canvasElement);
  },
};

/** The payment check's answer, held until the story lets it go. */
const paymentCheckAnswer = heldAnswers('/ecare/order/userOrder/paymentCheck');

// F3.16, spec 03 §2 "spinners … for … the payment check"
/** While the payment check runs, a spinner says so (after the delay); its answer then leads on. */
export const PaymentChecking: Story = {
  beforeEach: paymentCheckAnswer.beforeEach,
  play: async ({ canvasElement }) => {
    await pay(canvasElement);
    await expect(
      await within(canvasElement).findByText(text.checkingPayment, undefined, slow),
    ).toBeVisible();
    paymentCheckAnswer.release();
    await expectMyOrdersLeft(canvasElement);
  },
};

/** Pay with the check answering `result`: the dialog `name` shows `content`. */
function paymentCheckDialog(result: number, name: RegExp, content: RegExp): Story {
  return {
    args: { switches: { paymentCheck: result } },
    play: async ({ canvasElement }) => {
      await pay(canvasElement);
      const dialog = within(await body().findByRole('dialog', { name }));
      // The dialog fades in: wait until its text is shown.
      await waitFor(() => expect(dialog.getByText(content)).toBeVisible());
    },
  };
}

// F3.16, spec 03 §8
/** Check result 2: the not-received message. */
export const PaymentCheckNotYet: Story = {
  args: { switches: { paymentCheck: 2 } },
  play: async ({ canvasElement }) => {
    await pay(canvasElement);
    await waitFor(() => expect(body().getByText(text.result2)).toBeVisible(), slow);
  },
};

// F3.16, spec 03 §8
/** Check result 3: the please-wait dialog. */
export const PaymentCheckPleaseWait: Story = paymentCheckDialog(3, text.pleaseWait, text.result3);

// F3.16, spec 03 §8
/** Check result 4: the oops dialog. */
export const PaymentCheckOops: Story = paymentCheckDialog(4, text.oops, text.oopsContent);

// F3.16, spec 03 §8
/** A non-200 check answer: its resultMsg. */
export const PaymentCheckError: Story = {
  args: { switches: { paymentCheck: 'error' } },
  play: async ({ canvasElement }) => {
    await pay(canvasElement);
    await waitFor(() => expect(body().getByText(text.checkError)).toBeVisible(), slow);
  },
};

// F3.20
/** The review page of a purchased-goods order: its items, stars and remarks, then the thank-you, focused. */
export const ReviewPage: Story = {
  args: { url: '/h5/evaluationBatch?orderId=O-1001-09' },
  play: async ({ canvasElement }) => {
    const canvas = await pageOpened(canvasElement, text.reviewTitle, 1);
    await expect(await canvas.findByText(text.phone, undefined, slow)).toBeVisible();
    await expect(canvas.getByRole('radio', { name: text.fiveStars })).toBeChecked();
    const submit = canvas.getByRole('button', { name: text.reviewSubmit });
    await expectDisabled(submit);
    await userEvent.type(canvas.getByRole('textbox', { name: text.remarks }), 'Great phone');
    await userEvent.click(submit);
    const done = await canvas.findByRole('heading', { name: text.reviewDone }, slow);
    await waitFor(() => expect(done).toHaveFocus());
  },
};

// F3.16, spec 03 §8
/** A refused rating shows the server's message in the dialog, which stays open with the stars and remarks entered. */
export const RateRefused: Story = {
  args: { switches: { rate: 'fail' } },
  beforeEach: () => asPhone(),
  play: async ({ canvasElement }) => {
    await userEvent.click(
      (await card(canvasElement, orders.goods)).getByRole('button', { name: text.writeReview }),
    );
    const dialog = within(await body().findByRole('dialog', { name: text.rateTitle }));
    await userEvent.click(dialog.getByRole('radio', { name: text.twoStars }));
    await userEvent.type(dialog.getByRole('textbox', { name: text.remarks }), 'Late delivery');
    await userEvent.click(dialog.getByRole('button', { name: text.submit }));
    await waitFor(() => expect(dialog.getByText(text.rateRefused)).toBeVisible(), slow);
    await expect(body().getByRole('dialog', { name: text.rateTitle })).toBeVisible();
    await expect(dialog.getByRole('radio', { name: text.twoStars })).toBeChecked();
    await expect(dialog.getByRole('textbox', { name: text.remarks })).toHaveValue('Late delivery');
    await expect(body().queryByText(text.rated)).toBeNull();
  },
};

// F3.14, spec 03 §8
/** The copy icon on an order card puts the order number on the clipboard and confirms with the copy-success toast. */
export const CopyOrderNumber: Story = {
  play: async ({ canvasElement }) => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    try {
      await userEvent.click(
        (await card(canvasElement, orders.roaming)).getByRole('button', { name: text.copyNumber }),
      );
      await expect(writeText).toHaveBeenCalledWith('SO2026100110');
      await expectToastShown(text.copied);
    } finally {
      writeText.mockRestore();
    }
  },
};

/** The order list's answer, held until the story lets it go, so the loading state stays on screen. */
const listAnswer = heldAnswers('/ecare/order/userOrder/list');

// F3.14, spec 03 §2 "A spinner shows while the list … loads"
/** While the list loads, its spinner says so (after the 300 ms delay); once the orders arrive it goes. */
export const ListLoading: Story = {
  beforeEach: listAnswer.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(text.loadingOrders, undefined, slow)).toBeInTheDocument();
    await expect(canvas.queryByRole('list', { name: text.list })).toBeNull();
    listAnswer.release();
    await expect(await canvas.findByRole('list', { name: text.list }, slow)).toBeVisible();
    await expect(canvas.queryByText(text.loadingOrders)).toBeNull();
  },
};
