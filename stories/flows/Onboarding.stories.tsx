import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ONBOARDING_DRAFT_KEY, OnboardingPath, StorageKey, type LoginResult, type OnboardingDraft, type OnboardingIdentity } from '@gaia/domain';
import { InMemoryPortal } from '../../apps/portal/src/app/InMemoryPortal';
import { appStorage } from '../../apps/portal/src/app/browserStorage';
import { startSession } from '../../apps/portal/src/app/session';
import { postJson, resetPortal } from './sandboxSession';
import { pageOpened } from './pageSteps';

/** Texts in both story settings (English ltr, Arabic rtl). */
const text = {
  coverage: /(Step 1 of 8: Coverage|الخطوة 1 من 8: التغطية)$/,
  checkCoverage: /^(Check coverage on the map|تحقق من التغطية على الخريطة)$/,
  number: /(: Number|: الرقم)$/,
  numbers: /^(Available numbers|الأرقام المتاحة)$/,
  confirmNumber: /^(Confirm number|تأكيد الرقم)$/,
  held: /^(Your number:|رقمك:)/,
  lockFailed: /(This number is no longer available\. Please choose another one\.|هذا الرقم لم يعد متاحًا\. يُرجى اختيار رقم آخر\.)/,
  empty: /^(No numbers found\.|لم يُعثر على أرقام\.)$/,
  showOther: /^(Show other numbers|عرض أرقام أخرى)$/,
  package: /(: SIM and plan|: الشريحة والباقة)$/,
  esim: /^(eSIM|شريحة إلكترونية)/,
  postpaid: /^(Postpaid|آجلة الدفع)$/,
  smart: /^(Smart|سمارت)/,
  next: /^(Next|التالي)$/,
  identity: /(: Your details|: بياناتك)$/,
  firstNameRequired: /^(Enter your first name\.|أدخل اسمك الأول\.)$/,
  delivery: /(: Delivery|: التوصيل)$/,
  pickup: /^(Pickup at a shop|الاستلام من متجر)$/,
  chooseShop: /^(Choose a shop|اختر متجرًا)$/,
  changeShop: /^(Choose another shop|اختر متجرًا آخر)$/,
  shops: /^(Shops|المتاجر)$/,
  confirm: /^(Confirm|تأكيد)$/,
  outOfStock: /^(Out of stock|غير متوفر)$/,
  signature: /(: Signature|: التوقيع)$/,
  typeName: /^(Type my name|كتابة اسمي)$/,
  fullName: /^(Your full name|اسمك الكامل)/,
  confirmSignature: /^(Confirm signature|تأكيد التوقيع)$/,
  review: /(: Review|: المراجعة)$/,
  placeOrder: /^(Place the order|قدّم الطلب)$/,
  payment: /(: Payment|: الدفع)$/,
  payNow: /^(Pay now|ادفع الآن)$/,
  esimNote: /(eSIM QR code|رمز QR)/,
};

const slow = { timeout: 10_000 };
const covered = '12 Samora Machel Avenue, Harare';
/** An available number of the sandbox's stock (packages/sandbox/src/store/onboarding.ts). */
const sandboxNumber = '780000100';

interface OnboardingPortalProps {
  /** Where the portal opens. */
  url: string;
  /** The sandbox's onboarding switches (/__sandbox/onboarding): lock fail, numbers empty. */
  switches?: Record<string, string>;
  /** A draft to open with, as a reload finds it in session storage. */
  draft?: OnboardingDraft;
  /** The visitor's temporary session, as the identity step opens it for the draft's identity. */
  visitorSession?: boolean;
}

/** Registers the visitor and keeps the temporary session, as the identity step does (tempLogin). */
async function openVisitorSession(identity: OnboardingIdentity): Promise<void> {
  const answer = (await (await postJson(OnboardingPath.customer, identity)).json()) as { data: LoginResult };
  startSession(answer.data);
  appStorage.setItem(StorageKey.tempLogin, 'true');
}

/** The portal at `url` once the sandbox is reset and switched and the draft is stored (MSW answers once the story renders). */
function OnboardingPortal({ url, switches, draft, visitorSession = false }: OnboardingPortalProps) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void postJson('/__sandbox/reset', {})
      .then(() => (switches ? postJson('/__sandbox/onboarding', switches) : undefined))
      .then(() => (visitorSession && draft?.identity ? openVisitorSession(draft.identity) : undefined))
      .then(() => {
        if (draft) window.sessionStorage.setItem(ONBOARDING_DRAFT_KEY, JSON.stringify(draft));
        setReady(true);
      });
  }, [switches, draft, visitorSession]);
  return ready ? <InMemoryPortal url={url} /> : <p role="status">…</p>;
}

/** New-connection onboarding (F3.19, F2.15, F2.16) at /onboarding against the MSW-mocked sandbox. */
const meta = {
  title: 'Flows/Onboarding',
  component: OnboardingPortal,
  args: { url: '/onboarding' },
  parameters: { layout: 'fullscreen' },
  loaders: [resetPortal],
} satisfies Meta<typeof OnboardingPortal>;

export default meta;
type Story = StoryObj<typeof meta>;

const afterPackage: OnboardingDraft = { step: 'identity', coverageAddress: covered, accNbr: sandboxNumber, simType: 'E_SIM', offerCode: 'POST_SMART' };

// F3.19 step 1
/** A visitor starts at the coverage check: the map link returns here with the address. */
export const Coverage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await pageOpened(canvasElement, text.coverage, 2);
    await expect(canvas.getByRole('link', { name: text.checkCoverage })).toHaveAttribute('href', '/map?type=coverage&redirect=%2Fonboarding');
  },
};

// F2.15
/** With the map's address the flow opens at the number step: 12 numbers, four a row, confirm locks one. */
export const NumberSelection: Story = {
  args: { url: `/h5/onBoarding/register?currentAddr=${encodeURIComponent(covered)}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: text.number }, slow);
    const grid = await canvas.findByRole('radiogroup', { name: text.numbers }, slow);
    await waitFor(() => expect(within(grid).getAllByRole('radio')).toHaveLength(12), slow);
    await expect(canvas.getByRole('button', { name: text.showOther })).toBeVisible();
    const available = within(grid).getAllByRole('radio').find((cell) => cell.getAttribute('aria-disabled') !== 'true')!;
    await userEvent.click(available);
    await userEvent.click(canvas.getByRole('button', { name: text.confirmNumber }));
    await expect(await canvas.findByText(text.held, {}, slow)).toBeVisible();
  },
};

// F2.15
/** A lock that fails shows gaia_onboarding_number_available and clears the choice. */
export const NumberLockFailure: Story = {
  args: { url: `/onboarding?currentAddr=${encodeURIComponent(covered)}`, switches: { lock: 'fail' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('radiogroup', { name: text.numbers }, slow);
    await waitFor(() => expect(within(grid).getAllByRole('radio').length).toBeGreaterThan(0), slow);
    const available = within(grid).getAllByRole('radio').find((cell) => cell.getAttribute('aria-disabled') !== 'true')!;
    await userEvent.click(available);
    await userEvent.click(canvas.getByRole('button', { name: text.confirmNumber }));
    await expect(await canvas.findByText(text.lockFailed, {}, slow)).toBeVisible();
    await waitFor(() => expect(within(grid).queryAllByRole('radio', { checked: true })).toHaveLength(0), slow);
  },
};

// F2.15
/** No numbers: gaia_nbr_empty_result. */
export const NoNumbers: Story = {
  args: { url: `/onboarding?currentAddr=${encodeURIComponent(covered)}`, switches: { numbers: 'empty' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(text.empty, {}, slow)).toBeVisible();
  },
};

// F3.19 step 3
/** SIM type and plan: an eSIM on a postpaid plan; Next leads a visitor to their details, focused. */
export const SimAndPlan: Story = {
  args: { url: '/onboarding', draft: { step: 'package', coverageAddress: covered, accNbr: sandboxNumber } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: text.package }, slow);
    await userEvent.click(await canvas.findByRole('radio', { name: text.esim }, slow));
    await userEvent.click(canvas.getByRole('radio', { name: text.postpaid }));
    await userEvent.click(await canvas.findByRole('radio', { name: text.smart }, slow));
    await userEvent.click(canvas.getByRole('button', { name: text.next }));
    await expect(await canvas.findByRole('heading', { level: 2, name: text.identity }, slow)).toHaveFocus();
  },
};

// F3.19 step 4
/** A visitor's details: Next with nothing typed names each missing field. */
export const Identity: Story = {
  args: { url: '/onboarding', draft: afterPackage },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: text.identity }, slow);
    await userEvent.click(await canvas.findByRole('button', { name: text.next }, slow));
    await expect(await canvas.findByText(text.firstNameRequired, {}, slow)).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelectorAll('[aria-invalid="true"]').length).toBeGreaterThanOrEqual(4), slow);
  },
};

// F3.19 step 5, F3.18
/**
 * Pickup at a shop chosen with the shop locator in a dialog: only PICKUP shops, each with its eSIM
 * stock; the out-of-stock University Corner cannot be confirmed, Gaia Central Hall can; the step
 * then names the shop and focus is back on the button, which now offers another shop.
 */
export const PickupAtShop: Story = {
  args: { url: '/onboarding', visitorSession: true, draft: { ...afterPackage, step: 'delivery', identity: { idNbr: '70123456Z70', firstName: 'RUFARO', lastName: 'BANDA', gender: 'female', birthday: '19950310', contactMobile: '0779876543' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: text.delivery }, slow);
    await userEvent.click(await canvas.findByRole('radio', { name: text.pickup }, slow));
    await userEvent.click(await canvas.findByRole('button', { name: text.chooseShop }, slow));
    const dialog = await within(document.body).findByRole('dialog', { name: text.chooseShop }, slow);
    const shops = await within(dialog).findByRole('radiogroup', { name: text.shops }, slow);
    // Harbour Front does not hand orders over (no PICKUP tag).
    await expect(within(shops).queryByRole('radio', { name: /^Harbour Front/ })).toBeNull();
    const confirm = within(dialog).getByRole('button', { name: text.confirm });
    await userEvent.click(within(shops).getByRole('radio', { name: /^University Corner/ }));
    await waitFor(() => expect(within(dialog).getAllByText(text.outOfStock).length).toBeGreaterThan(0), slow);
    await expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(shops).getByRole('radio', { name: /^Gaia Central Hall/ }));
    await waitFor(() => expect(confirm).not.toHaveAttribute('aria-disabled', 'true'), slow);
    await userEvent.click(confirm);
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull(), slow);
    await waitFor(() => expect(canvas.getByText(/Gaia Central Hall/)).toBeVisible(), slow);
    await waitFor(() => expect(canvas.getByRole('button', { name: text.changeShop })).toHaveFocus(), slow);
  },
};

const beforeSignature: OnboardingDraft = {
  ...afterPackage,
  step: 'signature',
  identity: { idNbr: '70123456Z70', firstName: 'RUFARO', lastName: 'BANDA', gender: 'female', birthday: '19950310', contactMobile: '0779876543' },
  fulfilment: { kind: 'pickup', shop: { orgId: 'SHOP-1', busiHallName: 'GAIA Central' }, contactName: 'Rufaro Banda', contactMobile: '0779876543' },
};

// F2.16, F3.19 step 6
/** The signature: typed, confirmed (locked), then Next to the review, focused. */
export const Signature: Story = {
  args: { url: '/onboarding', draft: beforeSignature },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: text.signature }, slow);
    await userEvent.click(await canvas.findByRole('radio', { name: text.typeName }, slow));
    await userEvent.type(canvas.getByRole('textbox', { name: text.fullName }), 'Rufaro Banda');
    await userEvent.click(canvas.getByRole('button', { name: text.confirmSignature }));
    await userEvent.click(canvas.getByRole('button', { name: text.next }));
    await expect(await canvas.findByRole('heading', { level: 2, name: text.review }, slow)).toHaveFocus();
    await expect(await canvas.findByText(covered, {}, slow)).toBeVisible();
    await expect(canvas.getByRole('button', { name: text.placeOrder })).toBeVisible();
  },
};

// F3.19 step 8
/** A placed eSIM order waits for payment: Pay now, and where the QR code will be. */
export const Payment: Story = {
  args: {
    url: '/onboarding',
    draft: {
      ...beforeSignature,
      step: 'payment',
      signature: 'data:image/png;base64,iVBORw0KGgo=',
      order: { orderId: 'O-NC-001', orderNbr: 'SO2026NC001', amount: '25.00', amountDisplay: '$25.00', currencySymbol: '$' },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: text.payment }, slow);
    await expect(await canvas.findByText(/SO2026NC001/, {}, slow)).toBeVisible();
    await expect(canvas.getByText(text.esimNote)).toBeVisible();
    await expect(canvas.getByRole('button', { name: text.payNow })).toBeVisible();
  },
};
