import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { InMemoryPortal } from '../../apps/portal/src/app/InMemoryPortal';
import { findFocusedHeading } from './pageSteps';
import { postJson, signInAs, resetPortal } from './sandboxSession';

/** The seeded individual (packages/sandbox/src/store/seed.ts) and her completed goods orders (store/orderSeed). */
const tariro = { account: '0771234567', password: 'Gaia#2026', custId: '1001' };
/** Phone and screen protectors, picked up a day ago (within the 14-day window). */
const PHONE_ORDER = 'O-1001-09';
/** A Mi-Fi router completed 18 days ago (the window has closed). */
const ROUTER_ORDER = 'O-1001-04';

/** Texts in both story settings (English ltr, Arabic rtl). */
const text = {
  return: /^(Return items|إرجاع منتجات)$/,
  exchange: /^(Exchange an item|استبدال منتج)$/,
  simChange: /^(Change SIM|تغيير الشريحة)$/,
  track: /^(Track shipment|تتبّع الشحنة)$/,
  afterSale: /^(After-sale services|خدمات ما بعد البيع)$/,
  shipment: /^(Shipment|الشحنة)$/,
  pickedUp: /^(Picked up|تم الاستلام)$/,
  readyForPickup: /^(Ready for pickup|جاهز للاستلام)$/,
  pickup: /^(Pickup at a shop|الاستلام من متجر)$/,
  phone: /^Nova 5G phone/,
  protector: /^Screen protector/,
  itemsRequired: /^(Choose at least one item to return\.|اختر منتجًا واحدًا على الأقل لإرجاعه\.)$/,
  reasonRequired: /^(Choose a reason\.|اختر سببًا\.)$/,
  reasonDefective: /^(It is faulty|المنتج معيب)$/,
  reasonVariant: /^(I want another colour or size|أريد لونًا أو حجمًا آخر)$/,
  reasonLost: /^(My SIM was lost or stolen|فقدت شريحتي أو سُرقت)$/,
  upgradeEsim: /^(I want an eSIM instead|أريد شريحة إلكترونية بدلًا منها)$/,
  remarks: /^(Remarks \(optional\)|ملاحظات \(اختياري\))$/,
  submitReturn: /^(Request return|طلب الإرجاع)$/,
  submitExchange: /^(Request exchange|طلب الاستبدال)$/,
  submitSim: /^(Request SIM change|طلب تغيير الشريحة)$/,
  returnDone: /^(Return requested|تم طلب الإرجاع)$/,
  exchangeDone: /^(Exchange requested|تم طلب الاستبدال)$/,
  simDone: /^(SIM change requested|تم طلب تغيير الشريحة)$/,
  refused:
    /^(Your request was refused\. Please contact us or visit a shop\.|رُفض طلبك\. يُرجى التواصل معنا أو زيارة أحد المتاجر\.)$/,
  windowClosed:
    /^(The 14-day return and exchange period of this order has ended\.|انتهت مهلة الإرجاع والاستبدال البالغة 14 يومًا لهذا الطلب\.)$/,
  notReturnable: /(Cannot be returned once used|لا يمكن إرجاعه بعد الاستخدام)/,
  green: /Forest green/,
  silver: /Moon silver/,
  outOfStock: /(out of stock|غير متوفر)/,
};

const slow = { timeout: 10_000 };

type Canvas = ReturnType<typeof within>;

interface AfterSalePortalProps {
  /** The order, or `sim` for a completed SIM purchase made for the story. */
  orderId: string;
  /** The page's action, or none for the order detail (/h5/orderDetail). */
  action?: 'return' | 'exchange' | 'simChange' | 'track';
  /** The sandbox refuses every after-sale request (its failure switch). */
  refuse?: boolean;
}

/** The after-sale page (or the order detail) of an order, signed in as Tariro against a freshly reset sandbox. */
function AfterSalePortal({ orderId, action, refuse = false }: AfterSalePortalProps) {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    void (async () => {
      await postJson('/__sandbox/reset', {});
      await signInAs(tariro);
      await postJson('/__sandbox/afterSale', { refuse });
      const id =
        orderId === 'sim'
          ? (
              (await (
                await postJson('/__sandbox/afterSale/simOrder', { custId: tariro.custId })
              ).json()) as { orderId: string }
            ).orderId
          : orderId;
      setUrl(
        action ? `/afterSale?orderId=${id}&action=${action}` : `/h5/orderDetail?orderId=${id}`,
      );
    })();
  }, [orderId, action, refuse]);
  return url ? <InMemoryPortal url={url} /> : <p role="status">…</p>;
}

/** After sale of goods orders (F4.5) at /afterSale and in the order detail, against the MSW-mocked sandbox. */
const meta = {
  title: 'Flows/AfterSale',
  component: AfterSalePortal,
  args: { orderId: PHONE_ORDER },
  parameters: { layout: 'fullscreen' },
  loaders: [resetPortal],
} satisfies Meta<typeof AfterSalePortal>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Submits a request and waits for the dialog saying it was made: it names the order the request
 * created, whose number starts with the request kind's prefix (RT return, EX exchange, SC SIM change).
 */
async function submitAndExpectOrder(
  canvas: Canvas,
  submit: RegExp,
  done: RegExp,
  orderPrefix: RegExp,
) {
  await userEvent.click(canvas.getByRole('button', { name: submit }));
  await expect(
    await within(document.body).findByRole('dialog', { name: done }, slow),
  ).toHaveTextContent(orderPrefix);
}

// F4.5
/** The order detail of a completed goods order: its after-sale actions and the shipment timeline (picked up). */
export const InOrderDetail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const actions = await canvas.findByRole('navigation', { name: text.afterSale }, slow);
    for (const name of [text.return, text.exchange, text.track])
      await expect(within(actions).getByRole('button', { name })).toBeVisible();
    await expect(within(actions).queryByRole('button', { name: text.simChange })).toBeNull();
    const steps = await canvas.findByRole('list', { name: text.shipment }, slow);
    await expect(within(steps).getByText(text.pickedUp).closest('li')).toHaveAttribute(
      'aria-current',
      'step',
    );
    await expect(canvas.getByText(text.pickup)).toBeVisible();
  },
};

// F4.5
/** Return: nothing chosen shows what is missing; the phone with a reason and remarks becomes a return request. */
export const ReturnItems: Story = {
  args: { action: 'return' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findFocusedHeading(canvas, 1, text.return);
    const submit = await canvas.findByRole('button', { name: text.submitReturn }, slow);
    await expect(canvas.getByRole('checkbox', { name: text.protector })).toBeDisabled();
    await expect(canvas.getByText(text.notReturnable)).toBeVisible();
    await userEvent.click(submit);
    await expect(await canvas.findByText(text.itemsRequired)).toBeVisible();
    await expect(canvas.getByText(text.reasonRequired)).toBeVisible();

    await userEvent.click(canvas.getByRole('checkbox', { name: text.phone }));
    await userEvent.click(canvas.getByRole('radio', { name: text.reasonDefective }));
    await userEvent.type(canvas.getByRole('textbox', { name: text.remarks }), 'Screen flickers');
    await submitAndExpectOrder(canvas, text.submitReturn, text.returnDone, /RT/);
  },
};

// F4.5
/** A refused return shows the server's message, and everything entered stays. */
export const ReturnRefused: Story = {
  args: { action: 'return', refuse: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findFocusedHeading(canvas, 1, text.return);
    await userEvent.click(await canvas.findByRole('checkbox', { name: text.phone }, slow));
    await userEvent.click(canvas.getByRole('radio', { name: text.reasonDefective }));
    await userEvent.type(canvas.getByRole('textbox', { name: text.remarks }), 'Screen flickers');
    await userEvent.click(canvas.getByRole('button', { name: text.submitReturn }));
    await expect(await canvas.findByText(text.refused, undefined, slow)).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: text.phone })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: text.reasonDefective })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: text.remarks })).toHaveValue(
      'Screen flickers',
    );
  },
};

// F4.5
/** Exchange after its pre-check: the phone's other colours, the out-of-stock one not choosable. */
export const ExchangeItem: Story = {
  args: { action: 'exchange' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findFocusedHeading(canvas, 1, text.exchange);
    await userEvent.click(await canvas.findByRole('radio', { name: text.phone }, slow));
    await expect(canvas.getByRole('radio', { name: text.silver })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: text.protector })).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: text.green }));
    await userEvent.click(canvas.getByRole('radio', { name: text.reasonVariant }));
    await submitAndExpectOrder(canvas, text.submitExchange, text.exchangeDone, /EX/);
  },
};

// F4.5
/** SIM change of a SIM bought in the shop: lost, damaged or an upgrade to eSIM. */
export const ChangeSim: Story = {
  args: { orderId: 'sim', action: 'simChange' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findFocusedHeading(canvas, 1, text.simChange);
    await expect(await canvas.findByRole('radio', { name: text.upgradeEsim }, slow)).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: text.reasonLost }));
    await submitAndExpectOrder(canvas, text.submitSim, text.simDone, /SC/);
  },
};

// F4.5
/** The shipment timeline: a pickup, packed, ready at the shop, picked up. */
export const TrackShipment: Story = {
  args: { action: 'track' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findFocusedHeading(canvas, 1, text.track);
    const steps = await canvas.findByRole('list', { name: text.shipment }, slow);
    await expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(steps).getByText(text.readyForPickup)).toBeVisible();
    // The shop is named at the two steps that happen there.
    await expect(within(steps).getAllByText('Harare Central shop')).toHaveLength(2);
  },
};

// F4.5
/** 18 days after completion: no return or exchange any more, only tracking. */
export const WindowClosed: Story = {
  args: { orderId: ROUTER_ORDER, action: 'return' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findFocusedHeading(canvas, 1, text.return);
    await expect(await canvas.findByText(text.windowClosed, undefined, slow)).toBeVisible();
    await expect(canvas.getByRole('button', { name: text.track })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: text.submitReturn })).toBeNull();
  },
};
