import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { iframeMenuMessage } from '@gaia/domain';
import { InMemoryPortal } from '../../apps/portal/src/app/InMemoryPortal';
import { downloadCapture } from '../../packages/ui/src/internal/stories/downloadCapture';
import { expectToastShown, findFocusedHeading } from './pageSteps';
import { postJson, resetPortal } from './sandboxSession';
import { signInLabel } from './signInLabels';
import { submitCorporateSignIn, submitPasswordSignIn } from './signInSteps';

/** The seeded customers of the sandbox (packages/sandbox/src/store/seed.ts). */
const individual = { account: '0771234567', password: 'Gaia#2026', userCode: 'GA1000001' };

/** Labels in both story settings (English ltr, Arabic rtl). */
const label = {
  ...signInLabel,
  menu: /^(Main menu|القائمة الرئيسية)$/,
  home: /^(Home|الرئيسية)$/,
  details: /^(My details|بياناتي)$/,
  operationLog: /^(Operation log|سجل العمليات)$/,
  orders: /^(My orders|طلباتي)$/,
  topUp: /^(Top up|إعادة الشحن)$/,
  requestLines: /^(Request new lines|طلب خطوط جديدة)$/,
  shop: /^(Shop|المتجر)$/,
  addresses: /^(My addresses|عناويني)$/,
  coverageMap: /^(Coverage map|خريطة التغطية)$/,
  panel: /^(Account panel|لوحة الحساب)$/,
  productId: /^(Product ID|رقم المنتج)$/,
  faceInfo: /^(Face information|معلومات الوجه)$/,
  terms: /^(Terms and conditions|الشروط والأحكام)$/,
  privacy: /^(Privacy policy|سياسة الخصوصية)$/,
  lineCount: /^(Number of lines|عدد الخطوط)/,
  confirm: /^(Confirm|تأكيد)$/,
  increase: /^(Increase|زيادة)$/,
  export: /^(Export|تصدير)/,
};

/** Sets sandbox switches (explore and operation flags) for this story. */
async function sandboxSettings(settings: Record<string, string>) {
  const answer = await postJson('/__sandbox/settings', settings);
  if (!answer.ok) throw new Error(`settings refused: ${answer.status}`);
}

/** Signs the seeded individual in through the form and waits for the signed-in menu. */
async function signInIndividual(canvasElement: HTMLElement) {
  await submitPasswordSignIn(canvasElement, individual);
  return within(canvasElement).findByRole('navigation', { name: label.menu }, { timeout: 10_000 });
}

/** Signs the seeded corporate in (company password and the code sent to its contact). */
async function signInCorporate(canvasElement: HTMLElement) {
  await submitCorporateSignIn(canvasElement);
  return within(canvasElement).findByRole('navigation', { name: label.menu }, { timeout: 10_000 });
}

/** Opens the header's side panel and answers it. */
async function openSidePanel(canvasElement: HTMLElement) {
  await userEvent.click(
    await within(canvasElement).findByRole('button', { name: label.panel }, { timeout: 10_000 }),
  );
  const panel = await within(document.body).findByRole('dialog', { name: /^(My account|حسابي)$/ });
  // The drawer slides in: its content is visible once it is in place.
  await waitFor(() => expect(within(panel).getByText(label.productId)).toBeVisible());
  return panel;
}

/**
 * The signed-in shell (F3.1) with its menu, side panel, limited access and explore mode, the
 * request-line-count modal (F3.12) and the operation log's table (F3.13), every call answered by the
 * sandbox through MSW.
 */
const meta = {
  title: 'Flows/Shell',
  component: InMemoryPortal,
  // Opened at the portal's root, as a customer typing its address: it sends them to sign in.
  args: { url: '/' },
  parameters: { layout: 'fullscreen' },
  loaders: [resetPortal],
} satisfies Meta<typeof InMemoryPortal>;

export default meta;
type Story = StoryObj<typeof meta>;

// F3.1
/**
 * The individual: the left menu offers the portal's routes and the line request (not the menu's
 * routes the portal does not have), the side panel shows the product ID, the Individual badge and
 * face information, terms open in a 1000-wide modal, and the iframe menu's message hides the panel.
 */
export const IndividualShell: Story = {
  play: async ({ canvasElement }) => {
    const nav = await signInIndividual(canvasElement);
    const menu = within(nav);
    await expect(menu.getByRole('link', { name: label.home })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(menu.getByRole('link', { name: label.details })).toBeVisible();
    await expect(menu.getByRole('link', { name: label.operationLog })).toBeVisible();
    await expect(menu.getByRole('button', { name: label.requestLines })).toBeVisible();
    await expect(menu.getByRole('link', { name: label.orders })).toHaveAttribute(
      'href',
      '/myOrders',
    );
    await expect(menu.getByRole('link', { name: label.topUp })).toHaveAttribute('href', '/topUp');
    // F4.1: the shop, the address book and the coverage map (the map's coverage mode kept in the link).
    await expect(menu.getByRole('link', { name: label.shop })).toHaveAttribute('href', '/shop');
    await expect(menu.getByRole('link', { name: label.addresses })).toHaveAttribute(
      'href',
      '/addresses',
    );
    await expect(menu.getByRole('link', { name: label.coverageMap })).toHaveAttribute(
      'href',
      '/map?type=coverage',
    );
    await expect(menu.getAllByRole('listitem')).toHaveLength(9);

    const panel = await openSidePanel(canvasElement);
    await expect(within(panel).getByText(label.productId)).toBeVisible();
    await expect(within(panel).getByTestId('panel-product-id')).toHaveTextContent(
      individual.userCode,
    );
    await expect(within(panel).getByTestId('panel-party-badge')).toHaveTextContent(
      /^(Individual|فرد)$/,
    );
    await expect(within(panel).getByRole('button', { name: label.faceInfo })).toBeVisible();
    await userEvent.click(within(panel).getByRole('button', { name: label.terms }));
    const terms = await within(document.body).findByRole('dialog', {
      name: /^(Terms and Conditions|الشروط والأحكام)$/,
    });
    // The server's HTML, sanitised, inside the dialog.
    // The modal fades in: its text is visible once it has.
    const termsText = await within(terms).findByText(/These terms apply|تنطبق هذه الشروط/);
    await waitFor(() => expect(termsText).toBeVisible());
    await expect(Math.round(terms.getBoundingClientRect().width)).toBeLessThanOrEqual(1000);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: label.panel })).toHaveFocus(),
    );

    window.postMessage(iframeMenuMessage(false), window.location.origin);
    await waitFor(() =>
      expect(within(canvasElement).queryByRole('button', { name: label.panel })).toBeNull(),
    );
    window.postMessage(iframeMenuMessage(true), window.location.origin);
    await expect(
      await within(canvasElement).findByRole('button', { name: label.panel }),
    ).toBeVisible();
  },
};

// F3.1, F3.12
/**
 * The corporate: the Corporation badge and no face information; the line request opens at 1 and
 * goes up to 50; without the export permission the operation log offers no Export.
 */
export const CorporateShell: Story = {
  args: { url: '/signIn?t=c' },
  play: async ({ canvasElement }) => {
    const nav = await signInCorporate(canvasElement);
    const panel = await openSidePanel(canvasElement);
    await expect(within(panel).getByTestId('panel-party-badge')).toHaveTextContent(
      /^(Corporation|شركة)$/,
    );
    await expect(within(panel).queryByRole('button', { name: label.faceInfo })).toBeNull();
    await userEvent.click(within(panel).getByRole('button', { name: /^(Close|إغلاق)$/ }));
    await waitFor(() => expect(panel).not.toBeInTheDocument());

    await userEvent.click(within(nav).getByRole('button', { name: label.requestLines }));
    const dialog = await within(document.body).findByRole(
      'dialog',
      { name: label.requestLines },
      { timeout: 10_000 },
    );
    const count = within(dialog).getByRole('spinbutton', { name: label.lineCount });
    await expect(count).toHaveValue('1');
    await expect(dialog).toHaveTextContent(/1 to 50|1 إلى 50/);
    await userEvent.clear(count);
    await userEvent.type(count, '51');
    await userEvent.tab();
    await expect(count).toHaveValue('50');
    await userEvent.click(within(dialog).getByRole('button', { name: label.confirm }));
    await expectToastShown(/50 new lines has been received|تم استلام طلبك لـ 50/);

    await userEvent.click(within(nav).getByRole('link', { name: label.operationLog }));
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole(
        'table',
        { name: /Total: 123 Records|الإجمالي: 123/ },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: label.export })).toBeNull();
  },
};

// F3.12
/** The individual holds 3 of 5 lines: the modal opens at 2 (the maximum), plus is off, and Confirm sends 2. */
export const RequestLineCount: Story = {
  play: async ({ canvasElement }) => {
    const nav = await signInIndividual(canvasElement);
    await userEvent.click(within(nav).getByRole('button', { name: label.requestLines }));
    const dialog = await within(document.body).findByRole(
      'dialog',
      { name: label.requestLines },
      { timeout: 10_000 },
    );
    const count = await within(dialog).findByRole('spinbutton', { name: label.lineCount });
    await expect(count).toHaveValue('2');
    await expect(within(dialog).getByRole('button', { name: label.increase })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: label.confirm }));
    await expectToastShown(/2 new lines has been received|تم استلام طلبك لـ 2/);
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

// F3.1
/** exploreFlag=Y: no sign-in, an explore notice with a Sign in link, the public menu, and pages that need a customer say so. */
export const ExploreMode: Story = {
  args: { url: '/operationLog?exploreFlag=Y' },
  // Before the portal renders: the sandbox must allow exploring when the menu is asked for.
  beforeEach: async () => {
    await sandboxSettings({ exploreFlag: 'Y' });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByTestId('explore-notice', {}, { timeout: 10_000 }),
    ).toBeVisible();
    const nav = await canvas.findByRole('navigation', { name: label.menu });
    // Entries guarded by a permission are hidden: no permissions are fetched while exploring.
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      expect.stringMatching(label.home),
      expect.stringMatching(label.shop),
      expect.stringMatching(label.coverageMap),
    ]);
    await expect(
      await canvas.findByTestId('sign-in-needed', {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: label.panel })).toBeNull();
  },
};

// F3.1
/** Operation flag N: the operation log shows the limited-access placeholder (its heading takes focus); the home is still open. */
export const LimitedAccess: Story = {
  play: async ({ canvasElement }) => {
    await sandboxSettings({ operationFlag: 'N' });
    const nav = await signInIndividual(canvasElement);
    await userEvent.click(within(nav).getByRole('link', { name: label.operationLog }));
    const canvas = within(canvasElement);
    await findFocusedHeading(canvas, 1, /^(Limited access|وصول محدود)$/);
    await userEvent.click(
      canvas.getByRole('link', { name: /^(Go to My Profile|الذهاب إلى ملفي الشخصي)$/ }),
    );
    await waitFor(() => expect(canvas.queryByTestId('limited-access')).toBeNull());
    await expect(within(nav).getByRole('link', { name: label.home })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

const download = downloadCapture();

// F3.13
/**
 * The operation log: the server's columns (tradeType at least 130 wide), "Total: 37 Records", a page
 * of 10 that moves to page 4 (7 records) and an Export of every record as CSV.
 */
export const OperationLogTable: Story = {
  beforeEach: download.beforeEach,
  play: async ({ canvasElement }) => {
    const nav = await signInIndividual(canvasElement);
    await userEvent.click(within(nav).getByRole('link', { name: label.operationLog }));
    const canvas = within(canvasElement);
    const table = await canvas.findByRole(
      'table',
      { name: /Total: 37 Records|الإجمالي: 37/ },
      { timeout: 10_000 },
    );
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    const tradeType = within(table).getAllByRole('columnheader')[0] as HTMLElement;
    await expect(tradeType.getBoundingClientRect().width).toBeGreaterThanOrEqual(130);
    await userEvent.click(canvas.getByRole('button', { name: /^(page 4|الصفحة 4)$/i }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(8));
    await userEvent.click(canvas.getByRole('button', { name: label.export }));
    await waitFor(() => expect(download.blob).toBeDefined());
    // The heading line and the 37 records (every page, not just the one shown).
    const lines = (await (download.blob as Blob).text())
      .split('\r\n')
      .filter((line) => line !== '');
    await expect(lines).toHaveLength(38);
  },
};
