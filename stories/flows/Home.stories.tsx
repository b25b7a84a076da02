import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ShellMenuItem } from '@gaia/domain';
import { InMemoryPortal } from '../../apps/portal/src/app/InMemoryPortal';
import { LeftMenu } from '../../apps/portal/src/layout/LeftMenu';
import type { MenuClock } from '../../apps/portal/src/layout/LeftMenuFit';
import { stubCamera } from '../../packages/ui/src/FaceCapture/cameraStub';
import { expectToastShown } from './pageSteps';
import { resetPortal } from './sandboxSession';
import { signInLabel } from './signInLabels';
import { submitCorporateSignIn, submitPasswordSignIn } from './signInSteps';
import { successAnswer } from './successAnswer';

/** The seeded customers of the sandbox (packages/sandbox/src/store/seed.ts). */
const individual = { account: '0771234567', password: 'Gaia#2026', name: 'Tariro Moyo' };
/** An individual with two lines and no main line (the prompt). */
const noMainLine = { account: '0782345678', password: 'Farai#2026', name: 'Farai Dube' };

/** Texts in both story settings (English ltr, Arabic rtl). */
const label = {
  ...signInLabel,
  lines: /^(My lines|خطوطي)$/,
  chooser: /^(Choose the line to show|اختر الخط المعروض)/,
  mainTag: /^(Main line|الخط الرئيسي)$/,
  setMainAction: /^(Set main line|تعيين الخط الرئيسي)$/,
  setMain: /^(Set as main line|تعيين كخط رئيسي)$/,
  mainDialog: /^(Set main line|تعيين الخط الرئيسي)$/,
  prompt: /^(Choose your main line|اختر خطك الرئيسي)$/,
  promptChoose: /^(Choose now|اختر الآن)$/,
  promptLater: /^(Later|لاحقًا)$/,
  searchNumber: /^(Mobile number|رقم الجوال)/,
  search: /^(Search|بحث)$/,
  accountBalance: /^(Account balance|رصيد الحساب)$/,
  creditLimit: /^(Credit limit|حد الائتمان)$/,
  balancesFailed: /^(We could not load the balances of this line\.|تعذر تحميل أرصدة هذا الخط\.)$/,
  retry: /^(Retry|إعادة المحاولة)$/,
  boosterForData: /^(Booster for Data|معزِّز لـ Data)$/,
  buyOneGb: /^(Buy Data Booster 1 GB|شراء Data Booster 1 GB)/,
  buyFiveGb: /^(Buy Data Booster 5 GB|شراء Data Booster 5 GB)/,
  confirmTitle: /^(Buy this booster\?|شراء هذا المعزِّز؟)$/,
  buyNow: /^(Buy now|اشترِ الآن)$/,
  purchased: /^(Purchased successfully|تم الشراء بنجاح)$/,
  purchaseFailed: /^(Purchase failed|فشل الشراء)$/,
  viewOrder: /^(View order|عرض الطلب)$/,
  copyOrder: /^(Copy the order ID|نسخ رقم الطلب)$/,
  close: /^(Close|إغلاق)$/,
  insufficient:
    /^(Your balance is not enough for this booster\. Top up and try again\.|رصيدك لا يكفي لهذا المعزِّز\. اشحن رصيدك وحاول مرة أخرى\.)$/,
  isMainNow: /^(This number is already your main line\.|هذا الرقم هو خطك الرئيسي بالفعل\.)$/,
  notFound: /^(None of your lines has this number\.|لا يوجد خط من خطوطك بهذا الرقم\.)$/,
  emptyLines: /^(No lines yet|لا توجد خطوط بعد)$/,
  panel: /^(Account panel|لوحة الحساب)$/,
  faceInfo: /^(Face information|معلومات الوجه)$/,
  faceErrorTitle: /^(No face information|لا توجد معلومات وجه)$/,
  faceErrorContent:
    /^(We hold no face photo for you\. Add one to sign in and confirm orders with your face\.|لا نحتفظ بصورة لوجهك\. أضف صورة لتسجّل الدخول وتؤكّد الطلبات بوجهك\.)$/,
  addFace: /^(Add face|إضافة الوجه)$/,
  cancel: /^(Cancel|إلغاء)$/,
  cameraDenied:
    /^(Camera access was denied\. Allow this site to use the camera in your browser settings, then try again\.|تم رفض الوصول إلى الكاميرا\. اسمح لهذا الموقع باستخدام الكاميرا من إعدادات المتصفح، ثم حاول مرة أخرى\.)$/,
  cameraAbnormal:
    /^(The camera is not working\. Check that a camera is connected and not in use by another app, then try again\.|الكاميرا لا تعمل\. تأكد من توصيل كاميرا وأنها غير مستخدمة في تطبيق آخر، ثم حاول مرة أخرى\.)$/,
  tryAgain: /^(Try again|حاول مرة أخرى)$/,
};

const slow = { timeout: 10_000 };

/** Signs an individual in with a password and waits for the home's lines. */
async function signInIndividual(
  canvasElement: HTMLElement,
  who: { account: string; password: string; name: string },
) {
  await submitPasswordSignIn(canvasElement, who);
  await expect(
    await within(canvasElement).findByRole(
      'heading',
      { level: 1, name: new RegExp(who.name) },
      slow,
    ),
  ).toBeVisible();
}

/** Signs the corporate demo in (password and the code sent to its contact). */
async function signInCorporate(canvasElement: HTMLElement) {
  await submitCorporateSignIn(canvasElement);
  await expect(
    await within(canvasElement).findByRole('heading', { level: 1, name: /ACME/ }, slow),
  ).toBeVisible();
}

/** The dialogs render in the document body (the overlay root), outside the canvas. */
const body = () => within(document.body);

/** The completeness check answering complete, so no completion prompt covers the home. */
const profileComplete = () =>
  http.post('*/uc/profile/check/completeness', () =>
    successAnswer({ completeFlag: 'Y', missingFields: [], underAgeFlag: 'N', pinCheckFlag: 'N' }),
  );

/** The customer's list of lines answering none. */
const noLines = () => http.post('*/ecare/subs/list', () => successAnswer({ subsList: [] }));

/** The section of the subscriber info card. */
async function subscriberCard(canvasElement: HTMLElement) {
  const heading = await within(canvasElement).findByRole(
    'heading',
    { name: /^(My number|رقمي)$/ },
    slow,
  );
  return within(heading.closest('section') as HTMLElement);
}

/**
 * Set main in the main-line dialog: the dialog closes and the subscriber card shows the new main
 * line, `shown` as the card writes it. Answers the card.
 */
async function setMainLine(
  dialog: ReturnType<typeof within>,
  canvasElement: HTMLElement,
  shown: string,
) {
  await userEvent.click(dialog.getByRole('button', { name: label.setMain }));
  await waitFor(
    () => expect(body().queryByRole('dialog', { name: label.mainDialog })).toBeNull(),
    slow,
  );
  const card = await subscriberCard(canvasElement);
  await waitFor(() => expect(card.getByText(shown)).toBeVisible(), slow);
  return card;
}

/**
 * The balance card's section once loaded: while loading (or failed) the same heading sits on a
 * placeholder of the card's size, so the card is the section that shows the account balance.
 */
async function balanceCard(canvasElement: HTMLElement) {
  return waitFor(() => {
    const heading = within(canvasElement).getByRole('heading', { name: /^(Balance|الرصيد)$/ });
    const section = heading.closest('section') as HTMLElement;
    expect(within(section).getByText(label.accountBalance)).toBeVisible();
    return within(section);
  }, slow);
}

/**
 * The signed-in home (F3.2–F3.5) as whole flows: sign in, then the lines, the subscriber card, the
 * main line, the balances and boosters — every call answered by the sandbox through MSW.
 */
const meta = {
  title: 'Flows/Home',
  component: InMemoryPortal,
  // Opened at the home's own address: a customer without a session is asked to sign in first.
  args: { url: '/myProfile' },
  parameters: { layout: 'fullscreen' },
  loaders: [resetPortal],
} satisfies Meta<typeof InMemoryPortal>;

export default meta;
type Story = StoryObj<typeof meta>;

// F3.2, F3.4
/** The individual's home: three lines with the main line tagged and shown, its number broken by the rule, every kind of allowance. */
export const IndividualHome: Story = {
  play: async ({ canvasElement }) => {
    await signInIndividual(canvasElement, individual);
    const canvas = within(canvasElement);
    const chooser = await canvas.findByRole('radiogroup', { name: label.chooser }, slow);
    await expect(within(chooser).getAllByRole('radio')).toHaveLength(3);
    await expect(within(chooser).getByRole('radio', { name: /\+263 77 123 4567/ })).toBeChecked();
    await expect(within(chooser).getByText(label.mainTag)).toBeVisible();
    const card = await subscriberCard(canvasElement);
    await expect(card.getByText('+263 77 123 4567')).toBeVisible();
    const balances = await balanceCard(canvasElement);
    await expect(balances.getByText(label.accountBalance)).toBeVisible();
    await expect(balances.getByText('$12.50')).toBeVisible();
    await expect(balances.getByRole('meter', { name: 'Data' })).toHaveAttribute(
      'aria-valuetext',
      expect.stringMatching(/3\.2/),
    );
    await expect(balances.getByRole('meter', { name: 'SMS' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    // The expired night bundle is marked and offers no booster; the nearly used voice bundle is flagged.
    await expect(balances.getAllByText(/^(Expired on|انتهت في)/).length).toBeGreaterThan(0);
    await expect(balances.getByText(/^(Almost used up|أوشك على النفاد)$/)).toBeVisible();
    await expect(balances.queryByRole('button', { name: /Night data/ })).toBeNull();
  },
};

// F3.2
/** Switching to the postpaid line shows its number, and its credit limit with the balances. */
export const SwitchingLines: Story = {
  play: async ({ canvasElement }) => {
    await signInIndividual(canvasElement, individual);
    const canvas = within(canvasElement);
    const chooser = await canvas.findByRole('radiogroup', { name: label.chooser }, slow);
    await userEvent.click(within(chooser).getByRole('radio', { name: /\+263 77 234 5678/ }));
    await expect(await canvas.findByRole('status', {}, slow)).toHaveTextContent(
      /\+263 77 234 5678/,
    );
    const card = await subscriberCard(canvasElement);
    await waitFor(() => expect(card.getByText('+263 77 234 5678')).toBeVisible());
    await waitFor(
      async () =>
        expect((await balanceCard(canvasElement)).getByText(label.creditLimit)).toBeVisible(),
      slow,
    );
    const balances = await balanceCard(canvasElement);
    await expect(balances.getByText('$100.00')).toBeVisible();
  },
};

// F3.3
/** The set-main-line modal: Set is disabled on the current main line; choosing the eSIM moves the tag. No prompt: a main line exists. */
export const SetMainLine: Story = {
  play: async ({ canvasElement }) => {
    await signInIndividual(canvasElement, individual);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: label.setMainAction }, slow));
    await expect(canvas.queryByRole('region', { name: label.prompt })).toBeNull();
    const dialog = within(await body().findByRole('dialog', { name: label.mainDialog }, slow));
    // The current main line is chosen: Set is disabled (aria-disabled keeps it focusable).
    await expect(dialog.getByRole('button', { name: label.setMain })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(dialog.getByRole('radio', { name: /\+263 78 345 6789/ }));
    // The new main line is the one the home now opens on, tagged on its card.
    const card = await setMainLine(dialog, canvasElement, '+263 78 345 6789');
    await expect(card.getByText(label.mainTag)).toBeVisible();
  },
};

// F3.3
/**
 * An individual with lines and no main line is prompted once the completeness check has succeeded
 * (Farai's seeded profile lacks a document, so the check answers complete here); Choose now opens the
 * modal, and setting one ends the prompt.
 */
export const MainLinePromptIndividual: Story = {
  beforeEach({ msw }) {
    msw.use(profileComplete());
  },
  play: async ({ canvasElement }) => {
    await signInIndividual(canvasElement, noMainLine);
    const prompt = within(
      await within(canvasElement).findByRole('region', { name: label.prompt }, slow),
    );
    await userEvent.click(prompt.getByRole('button', { name: label.promptChoose }));
    const dialog = within(await body().findByRole('dialog', { name: label.mainDialog }, slow));
    await userEvent.click(dialog.getByRole('radio', { name: /\+263 78 234 5678/ }));
    await userEvent.click(dialog.getByRole('button', { name: label.setMain }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull(), slow);
    await expect(within(canvasElement).queryByRole('region', { name: label.prompt })).toBeNull();
    const chooser = await within(canvasElement).findByRole('radiogroup', { name: label.chooser });
    await waitFor(() => expect(within(chooser).getByText(label.mainTag)).toBeVisible(), slow);
  },
};

// F3.2, F3.3
/** The corporate home: the prompt (no preferred line), 60 lines in a select, and the search that finds any of them. */
export const CorporateHome: Story = {
  args: { url: '/signIn?t=c' },
  play: async ({ canvasElement }) => {
    await signInCorporate(canvasElement);
    const prompt = within(
      await within(canvasElement).findByRole('region', { name: label.prompt }, slow),
    );
    await userEvent.click(prompt.getByRole('button', { name: label.promptLater }));
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^(60 lines|60 خطوط)$/, {}, slow)).toBeVisible();
    const search = await canvas.findByRole('textbox', { name: label.searchNumber });
    await userEvent.type(search, '77555');
    await userEvent.click(canvas.getByRole('button', { name: label.search }));
    await expect(
      await canvas.findByText(/^(Enter a 9-digit mobile number|أدخل رقم جوال من 9 أرقام)/),
    ).toBeVisible();
    await userEvent.type(search, '0042');
    await userEvent.click(canvas.getByRole('button', { name: label.search }));
    const card = await subscriberCard(canvasElement);
    await waitFor(() => expect(card.getByText('+263 77 555 0042')).toBeVisible(), slow);
    await userEvent.clear(search);
    await userEvent.type(search, '771234567');
    await userEvent.click(canvas.getByRole('button', { name: label.search }));
    await expect(await canvas.findByText(label.notFound, {}, slow)).toBeVisible();
    await expect(search).toHaveValue('771234567');
  },
};

// F3.3
/** Corporate set main line by number: set once, then the same number says it is the main line now. */
export const CorporateSetMainLine: Story = {
  args: { url: '/signIn?t=c' },
  play: async ({ canvasElement }) => {
    await signInCorporate(canvasElement);
    await userEvent.click(
      within(
        await within(canvasElement).findByRole('region', { name: label.prompt }, slow),
      ).getByRole('button', { name: label.promptChoose }),
    );
    let dialog = within(await body().findByRole('dialog', { name: label.mainDialog }, slow));
    await userEvent.type(dialog.getByRole('textbox', { name: label.searchNumber }), '775550007');
    await setMainLine(dialog, canvasElement, '+263 77 555 0007');
    await userEvent.click(within(canvasElement).getByRole('button', { name: label.setMainAction }));
    dialog = within(await body().findByRole('dialog', { name: label.mainDialog }, slow));
    await userEvent.type(dialog.getByRole('textbox', { name: label.searchNumber }), '077 555 0007');
    await userEvent.click(dialog.getByRole('button', { name: label.setMain }));
    await expect(await dialog.findByText(label.isMainNow)).toBeVisible();
  },
};

// F3.5
/** Buying a booster: offers, confirmation, the result with a copyable order id and View order, then the balance goes down. */
export const BoosterPurchase: Story = {
  play: async ({ canvasElement }) => {
    await signInIndividual(canvasElement, individual);
    const balances = await balanceCard(canvasElement);
    await expect(await balances.findByText('$12.50')).toBeVisible();
    await userEvent.click(balances.getByRole('button', { name: label.boosterForData }));
    await userEvent.click(await body().findByRole('button', { name: label.buyOneGb }, slow));
    const confirm = within(await body().findByRole('alertdialog', { name: label.confirmTitle }));
    // The confirmation fades in.
    await waitFor(() => expect(confirm.getByText(/\$2\.00/)).toBeVisible());
    await userEvent.click(confirm.getByRole('button', { name: label.buyNow }));
    const result = within(await body().findByRole('dialog', { name: label.purchased }, slow));
    await waitFor(() => expect(result.getByText('+263 77 123 4567')).toBeVisible(), slow);
    await expect(result.getByText(/^VAS\d{14}$/)).toBeVisible();
    await expect(result.getByRole('button', { name: label.copyOrder })).toBeVisible();
    await expect(result.getByRole('button', { name: label.viewOrder })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(
      () => expect(body().queryByRole('dialog', { name: label.purchased })).toBeNull(),
      slow,
    );
    await waitFor(
      async () => expect((await balanceCard(canvasElement)).getByText('$10.50')).toBeVisible(),
      slow,
    );
  },
};

// F3.5
/** A booster the balance cannot pay: lb_purchase_failure with the server's message; the balance is unchanged. */
export const BoosterPurchaseFailure: Story = {
  play: async ({ canvasElement }) => {
    await signInIndividual(canvasElement, individual);
    const chooser = await within(canvasElement).findByRole(
      'radiogroup',
      { name: label.chooser },
      slow,
    );
    await userEvent.click(within(chooser).getByRole('radio', { name: /\+263 78 345 6789/ }));
    await waitFor(
      async () => expect((await balanceCard(canvasElement)).getByText('$4.00')).toBeVisible(),
      slow,
    );
    const balances = await balanceCard(canvasElement);
    await userEvent.click(balances.getByRole('button', { name: label.boosterForData }));
    await userEvent.click(await body().findByRole('button', { name: label.buyFiveGb }, slow));
    await userEvent.click(
      within(await body().findByRole('alertdialog', { name: label.confirmTitle })).getByRole(
        'button',
        { name: label.buyNow },
      ),
    );
    const result = within(await body().findByRole('dialog', { name: label.purchaseFailed }, slow));
    await waitFor(() => expect(result.getByText(label.insufficient)).toBeVisible(), slow);
  },
};

// F3.4
/** A failing balance call leaves the lines usable and offers Retry in place; Retry loads the balances. */
export const BalanceCallFailing: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(
        '*/ecare/balance',
        () =>
          HttpResponse.json({
            code: '500',
            resultCode: '500',
            resultMsg: 'Balance service unavailable',
          }),
        { once: true },
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await signInIndividual(canvasElement, individual);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(label.balancesFailed, {}, slow)).toBeVisible();
    await expect(canvas.getByRole('radiogroup', { name: label.chooser })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: label.retry }));
    const balances = await balanceCard(canvasElement);
    await expect(await balances.findByText('$12.50', {}, slow)).toBeVisible();
  },
};

// F3.2
/** A customer without lines sees the empty state. */
export const NoLines: Story = {
  beforeEach({ msw }) {
    msw.use(noLines());
  },
  play: async ({ canvasElement }) => {
    await signInIndividual(canvasElement, individual);
    await expect(
      await within(canvasElement).findByRole('heading', { name: label.emptyLines }, slow),
    ).toBeVisible();
  },
};

// F3.3, spec 03 §8
/**
 * An individual's main-line change the server refuses shows its message in a toast, and the modal
 * stays open with the number chosen: here the chosen line was made the main line a moment before
 * (as from another device), so the sandbox answers tip_setmainline_is_main_line_now.
 */
export const SetMainLineRefused: Story = {
  beforeEach({ msw }) {
    let madeMainElsewhere = false;
    msw.use(
      http.post('*/ecare/user/preferred-subs/set', async ({ request }) => {
        if (!madeMainElsewhere) {
          madeMainElsewhere = true;
          // The same change sent first, as another device would: the sandbox makes the line main.
          await fetch(request.url, {
            method: 'POST',
            headers: request.headers,
            body: await request.clone().text(),
          });
        }
        // Falls through to the sandbox, which now refuses the line as the main line already.
        return undefined;
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await signInIndividual(canvasElement, individual);
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: label.setMainAction }, slow),
    );
    const dialog = within(await body().findByRole('dialog', { name: label.mainDialog }, slow));
    const esim = dialog.getByRole('radio', { name: /\+263 78 345 6789/ });
    await userEvent.click(esim);
    await userEvent.click(dialog.getByRole('button', { name: label.setMain }));
    await expectToastShown(label.isMainNow);
    await expect(body().getByRole('dialog', { name: label.mainDialog })).toBeVisible();
    await expect(esim).toBeChecked();
  },
};

// F3.2, spec 03 §6
/**
 * A corporate user whose customer has no list of lines gets no line switch — only the subscriber
 * search, which still finds any number of the company and shows it on the card.
 */
export const CorporateWithoutList: Story = {
  args: { url: '/signIn?t=c' },
  beforeEach({ msw }) {
    msw.use(noLines());
  },
  play: async ({ canvasElement }) => {
    await signInCorporate(canvasElement);
    const canvas = within(canvasElement);
    const search = await canvas.findByRole('textbox', { name: label.searchNumber }, slow);
    await expect(canvas.queryByText(label.chooser)).toBeNull();
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
    await userEvent.type(search, '775550042');
    await userEvent.click(canvas.getByRole('button', { name: label.search }));
    const card = await subscriberCard(canvasElement);
    await waitFor(() => expect(card.getByText('+263 77 555 0042')).toBeVisible(), slow);
    await expect(canvas.queryByText(label.chooser)).toBeNull();
  },
};

/** The stand-in camera of the running story (the test browser has none); restored after it. */
let restoreCamera: (() => void) | undefined;

// F3.11, spec 03 §8
/**
 * The face-information modal from the account panel: without a stored face, the error state
 * (lb_face_information_error_title and _content) with Cancel and Add face; Add face with the camera
 * denied says so, Try again with a broken camera says that, and Cancel goes back to the error state.
 */
export const FaceInformationCameraFaults: Story = {
  beforeEach({ msw }) {
    msw.use(profileComplete());
    restoreCamera = stubCamera([
      new DOMException('Permission denied', 'NotAllowedError'),
      new DOMException('Could not start video source', 'NotReadableError'),
    ]).restore;
    return () => restoreCamera?.();
  },
  play: async ({ canvasElement }) => {
    await signInIndividual(canvasElement, noMainLine);
    await userEvent.click(within(canvasElement).getByRole('button', { name: label.panel }));
    const panel = await body().findByRole('dialog', { name: /^(My account|حسابي)$/ });
    await userEvent.click(await within(panel).findByRole('button', { name: label.faceInfo }));
    const dialog = within(await body().findByRole('dialog', { name: label.faceInfo }, slow));
    const errorTitle = await dialog.findByRole('heading', { name: label.faceErrorTitle }, slow);
    // The modal fades in.
    await waitFor(() => expect(errorTitle).toBeVisible());
    await expect(dialog.getByText(label.faceErrorContent)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: label.addFace }));
    await waitFor(() => expect(dialog.getByText(label.cameraDenied)).toBeVisible(), slow);
    await userEvent.click(dialog.getByRole('button', { name: label.tryAgain }));
    await waitFor(() => expect(dialog.getByText(label.cameraAbnormal)).toBeVisible(), slow);
    await userEvent.click(dialog.getByRole('button', { name: label.cancel }));
    await expect(await dialog.findByRole('heading', { name: label.faceErrorTitle })).toBeVisible();
    await expect(dialog.getByText(label.faceErrorContent)).toBeVisible();
  },
};

/** A clock the story moves by hand: timers run only when it is advanced past their time. */
function manualClock(): MenuClock & { advance: (ms: number) => void } {
  let now = 0;
  let nextId = 1;
  const timers = new Map<number, { at: number; callback: () => void }>();
  return {
    setTimeout: (callback, ms) => {
      timers.set(nextId, { at: now + ms, callback });
      return nextId++;
    },
    clearTimeout: (id) => void (id !== undefined && timers.delete(id)),
    advance: (ms) => {
      now += ms;
      for (const [id, timer] of [...timers].sort((a, b) => a[1].at - b[1].at)) {
        if (timer.at > now) continue;
        timers.delete(id);
        timer.callback();
      }
    },
  };
}

/** The running story's clock, and the viewport height the menu reads (set by the story). */
let menuClock = manualClock();
let viewportHeight = 0;

/** Waits until the browser has laid out and delivered its first size observations (two frames). */
const nextFrames = () =>
  new Promise<void>((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
  );

/** Action entries only: they need no router around the menu. */
const menuItems: ShellMenuItem[] = [
  {
    kind: 'action',
    code: 'lines',
    label: 'gaia_shell_menu_request_lines',
    icon: 'plus',
    action: 'requestLineCount',
  },
];

// F3.1, spec 03 §9
/**
 * The left menu's timings on a controllable clock: it sticks while it fits the viewport, is measured
 * again 2000 ms after it is drawn (not a moment sooner), and after scrolling pauses for 200 ms — each
 * new scroll event starting the 200 ms again.
 */
export const LeftMenuTimings: Story = {
  beforeEach() {
    menuClock = manualClock();
    viewportHeight = window.innerHeight;
    const saved = Object.getOwnPropertyDescriptor(window, 'innerHeight');
    Object.defineProperty(window, 'innerHeight', { configurable: true, get: () => viewportHeight });
    return () => {
      if (saved) Object.defineProperty(window, 'innerHeight', saved);
    };
  },
  render: () => <LeftMenu items={menuItems} onAction={() => undefined} clock={menuClock} />,
  play: async ({ canvasElement }) => {
    const menu = await within(canvasElement).findByRole('navigation');
    await waitFor(() => expect(menu).toHaveAttribute('data-sticky'));
    await nextFrames();
    // The viewport shrinks below the menu's height without a resize event: only a timer notices.
    viewportHeight = 40;
    menuClock.advance(1999);
    await nextFrames();
    await expect(menu).toHaveAttribute('data-sticky');
    menuClock.advance(1);
    await waitFor(() => expect(menu).not.toHaveAttribute('data-sticky'));

    viewportHeight = 4000;
    window.dispatchEvent(new Event('scroll'));
    menuClock.advance(150);
    window.dispatchEvent(new Event('scroll'));
    menuClock.advance(199);
    await nextFrames();
    await expect(menu).not.toHaveAttribute('data-sticky');
    menuClock.advance(1);
    await waitFor(() => expect(menu).toHaveAttribute('data-sticky'));
  },
};
