import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StorageKey, type DeliveryAddress, type DeliveryAddressConfig } from '@gaia/domain';
import { createSandboxApp } from '@gaia/sandbox';
import { createSandboxHandlers } from '@gaia/sandbox/msw';
import { addressBookRoutes } from '../../packages/sandbox/src/routes/addressBook';
import { InMemoryPortal } from '../../apps/portal/src/app/InMemoryPortal';
import AddressEditor from '../../apps/portal/src/features/addressBook/AddressEditor';
import AddressPicker from '../../apps/portal/src/features/addressBook/AddressPicker';
import { appStorage } from '../../apps/portal/src/app/browserStorage';
import { findFocusedHeading } from './pageSteps';
import { tariro, signInAs, resetPortal } from './sandboxSession';

/** The seeded demo individual (packages/sandbox/src/store/seed.ts), whose book holds two addresses. */
const customers = {
  tariro,
} as const;

async function postJson<T>(
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return (await response.json()) as T;
}

/** Deletes every address of the customer whose session this is. */
async function emptyTheBook(token: string): Promise<void> {
  const list = await postJson<{ data: { addressList: { addrId: string }[] } }>(
    '/ecare/user/address/list',
    {},
    { token },
  );
  for (const { addrId } of list.data.addressList)
    await postJson('/ecare/user/address/delete', { addrId }, { token });
}

interface AddressPortalProps {
  /** Where the portal opens. */
  url: string;
  /** Who is signed in; nobody for the buy-SIM flow's visitor. */
  customer?: keyof typeof customers;
  /** Sets the tempLogin flag in storage (the buy-SIM flow). @default false */
  tempLogin?: boolean;
  /** The sandbox's add/edit switch. @default 'auto' */
  save?: 'auto' | 'fail';
  /** Replaces the sandbox's address form configuration. */
  config?: DeliveryAddressConfig;
  /** Deletes every address of the signed-in customer first. @default false */
  emptyBook?: boolean;
  /** Shows the embeddable editor alone, with this as its map search (instead of the portal at `url`). */
  onSearchMap?: () => void;
  /** Shows the embeddable picker alone, reporting the choice here (instead of the portal at `url`). */
  onPick?: (address: DeliveryAddress) => void;
}

/** The portal in memory, with the sandbox's address switches set and the customer signed in. */
function AddressPortal({
  url,
  customer,
  tempLogin = false,
  save = 'auto',
  config,
  emptyBook = false,
  onSearchMap,
  onPick,
}: AddressPortalProps) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (tempLogin) appStorage.setItem(StorageKey.tempLogin, 'true');
    void postJson('/__sandbox/addresses', { save, ...(config ? { config } : {}) })
      .then(() => (customer ? signInAs(customers[customer]) : undefined))
      .then((login) => (login && emptyBook ? emptyTheBook(login.token) : undefined))
      .then(() => setReady(true));
  }, [customer, tempLogin, save, config, emptyBook]);
  if (!ready) return <p role="status">…</p>;
  if (onPick) return <AddressPicker onChange={onPick} />;
  return onSearchMap ? (
    <AddressEditor onSaved={() => undefined} onSearchMap={onSearchMap} autoFocusTitle />
  ) : (
    <InMemoryPortal url={url} />
  );
}

/** Texts in both story settings (English ltr, Arabic rtl). */
const text = {
  bookTitle: /^(My addresses|عناويني)$/,
  list: /^(Saved addresses|العناوين المحفوظة)$/,
  defaultBadge: /^(Default|افتراضي)$/,
  setDefaultRudo: /^(Set as default: address of Rudo Moyo|تعيين كعنوان افتراضي: عنوان Rudo Moyo)$/,
  editRudo: /^(Edit address of Rudo Moyo|تعديل عنوان Rudo Moyo)$/,
  deleteTariro: /^(Delete address of Tariro Moyo|حذف عنوان Tariro Moyo)$/,
  defaultSet: /^(Default address changed\.|تم تغيير العنوان الافتراضي\.)$/,
  deleted: /^(Address deleted\.|تم حذف العنوان\.)$/,
  deleteTitle: /^(Delete this address\?|حذف هذا العنوان؟)$/,
  confirmDelete: /^(Delete|حذف)$/,
  cancel: /^(Cancel|إلغاء)$/,
  emptyTitle: /^(No addresses yet|لا توجد عناوين بعد)$/,
  add: /^(Add address|إضافة عنوان)$/,
  picker: /^(Delivery address|عنوان التوصيل)/,
  addNew: /^(Add a new address|إضافة عنوان جديد)$/,
  entryMethod: /^(How to enter the address|طريقة إدخال العنوان)/,
  manual: /^(Type it in|الإدخال يدويًا)$/,
  map: /^(Search on the map|البحث على الخريطة)$/,
  addTitle: /^(Add delivery address|إضافة عنوان توصيل)$/,
  editTitle: /^(Edit delivery address|تعديل عنوان التوصيل)$/,
  receiver: /^(Receiver name|اسم المستلم)/,
  contact: /^(Contact number|رقم الاتصال)/,
  postCode: /^(Postal code|الرمز البريدي)/,
  display: /^(Address|العنوان)(?! detail)/,
  detail: /^(Address detail|تفاصيل العنوان)/,
  comments: /^(Comments|ملاحظات)/,
  save: /^(Save|حفظ)$/,
  added: /^(Address added\.|تمت إضافة العنوان\.)$/,
  edited: /^(Address updated\.|تم تحديث العنوان\.)$/,
  notExist:
    /^(No address was found for this postal code\.|لم يُعثر على عنوان لهذا الرمز البريدي\.)$/,
  refused:
    /^(The address could not be saved right now\. Please try again later\.|تعذّر حفظ العنوان الآن\. يرجى المحاولة لاحقًا\.)$/,
};

/**
 * The address book and the delivery address screen (F2.17) against the MSW-mocked sandbox. The
 * address calls are answered by the address book's own routes, over the same store as the rest of
 * the sandbox (sign-in, sessions).
 */
const meta = {
  title: 'Flows/AddressBook',
  component: AddressPortal,
  args: { url: '/addresses', customer: 'tariro' },
  parameters: { layout: 'fullscreen' },
  loaders: [resetPortal],
  beforeEach({ msw }) {
    const app = createSandboxApp();
    const book = addressBookRoutes(app.store);
    const toBook = ({ request }: { request: Request }) =>
      book.fetch(new Request(request.url, request));
    msw.use(
      http.all('*/ecare/user/address/*', toBook),
      http.all('*/ecare/common/stdAddr/postCode', toBook),
      http.all('*/__sandbox/addresses', toBook),
      ...createSandboxHandlers(app),
    );
  },
} satisfies Meta<typeof AddressPortal>;

export default meta;
type Story = StoryObj<typeof meta>;

// F2.17
/** The book: the heading takes focus, the default address first with its badge; set default moves the badge. */
export const BookListSetDefault: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await findFocusedHeading(page, 1, text.bookTitle);
    const list = await page.findByRole('list', { name: text.list });
    const entries = () => within(list).getAllByRole('listitem');
    await waitFor(() => expect(entries()).toHaveLength(2));
    await expect(within(entries()[0]!).getByRole('heading', { name: /Tariro Moyo/ })).toBeVisible();
    await expect(within(entries()[0]!).getByText(text.defaultBadge)).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: text.setDefaultRudo }));
    await shown(page, text.defaultSet);
    await waitFor(() =>
      expect(within(entries()[0]!).getByRole('heading', { name: /Rudo Moyo/ })).toBeVisible(),
    );
    await expect(within(entries()[0]!).getByText(text.defaultBadge)).toBeVisible();
    await expect(within(entries()[1]!).queryByText(text.defaultBadge)).toBeNull();
  },
};

// F2.17
/** An empty book says so and offers to add; the editor opens at its heading. */
export const BookEmpty: Story = {
  args: { emptyBook: true },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(
      await page.findByRole('heading', { name: text.emptyTitle }, { timeout: 10_000 }),
    ).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: text.add }));
    await waitFor(() => expect(page.getByRole('heading', { name: text.addTitle })).toHaveFocus());
  },
};

// F2.17
/** Edit an address in place: the form starts from it; the book shows the change and says it was edited. */
export const BookEdit: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      await page.findByRole('button', { name: text.editRudo }, { timeout: 10_000 }),
    );
    await waitFor(() => expect(page.getByRole('heading', { name: text.editTitle })).toHaveFocus());
    await expect(page.getByRole('textbox', { name: text.receiver })).toHaveValue('Rudo Moyo');
    await expect(page.getByRole('textbox', { name: text.postCode })).toHaveValue('02130');
    const comments = page.getByRole('textbox', { name: text.comments });
    await userEvent.clear(comments);
    await userEvent.type(comments, 'Leave with the guard');
    await userEvent.click(page.getByRole('button', { name: text.save }));
    await shown(page, text.edited);
    await expect(await page.findByText(/Leave with the guard/)).toBeVisible();
  },
};

// F2.17
/** Delete asks first: Cancel keeps the address; Delete removes the default and another becomes the default. */
export const BookDelete: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      await page.findByRole('button', { name: text.deleteTariro }, { timeout: 10_000 }),
    );
    let dialog = await page.findByRole('alertdialog', { name: text.deleteTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: text.cancel }));
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
    await expect(page.getByRole('button', { name: text.deleteTariro })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: text.deleteTariro }));
    dialog = await page.findByRole('alertdialog', { name: text.deleteTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: text.confirmDelete }));
    await shown(page, text.deleted);
    await waitFor(() => expect(page.queryByRole('button', { name: text.deleteTariro })).toBeNull());
    const entries = within(page.getByRole('list', { name: text.list })).getAllByRole('listitem');
    await expect(entries).toHaveLength(1);
    await expect(within(entries[0]!).getByText(text.defaultBadge)).toBeVisible();
  },
};

/** Waits for a message a user sees (a toast's words may also sit in its live region for a moment). */
async function shown(page: ReturnType<typeof within>, message: RegExp) {
  await waitFor(
    () =>
      expect(
        page.getAllByText(message).some((element: HTMLElement) => element.checkVisibility()),
      ).toBe(true),
    { timeout: 10_000 },
  );
}

/** Fills the fields every address needs (the display address comes from the postal code). */
async function fillAddress(page: ReturnType<typeof within>, postCode: string) {
  await userEvent.type(page.getByRole('textbox', { name: text.receiver }), 'Chipo Banda');
  await userEvent.type(page.getByRole('textbox', { name: text.contact }), '077-987 6543');
  await userEvent.type(page.getByRole('textbox', { name: text.detail }), '3 Enterprise Road');
  await userEvent.type(page.getByRole('textbox', { name: text.postCode }), postCode);
}

// F2.17
/** /h5/addShippingAddress: a postal code of five digits is looked up and fills the address; numbers keep digits only; saving says added. */
export const AddWithPostalCodeFound: Story = {
  args: { url: '/h5/addShippingAddress' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await findFocusedHeading(page, 1, text.addTitle);
    await fillAddress(page, '02110');
    await expect(page.getByRole('textbox', { name: text.contact })).toHaveValue('0779876543');
    await waitFor(() =>
      expect(page.getByRole('textbox', { name: text.display })).toHaveValue(
        'HARARE / HARARE / HARARE CBD',
      ),
    );
    const save = page.getByRole('button', { name: text.save });
    await waitFor(() => expect(save).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(save);
    await shown(page, text.added);
  },
};

// F2.17
/** A postal code with no standard address: tip_postcode_notexist, no address, save stays disabled, entries kept. */
export const AddWithPostalCodeNotFound: Story = {
  args: { url: '/h5/addShippingAddress' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await page.findByRole('heading', { level: 1, name: text.addTitle }, { timeout: 10_000 });
    await fillAddress(page, '99999');
    await expect(await page.findByText(text.notExist)).toBeVisible();
    await expect(page.getByRole('textbox', { name: text.display })).toHaveValue('');
    // The kit's disabled buttons stay focusable (aria-disabled).
    await expect(page.getByRole('button', { name: text.save })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(page.getByRole('textbox', { name: text.receiver })).toHaveValue('Chipo Banda');
  },
};

// F2.17
/** A refused save shows the server's message; every entry stays for another try. */
export const SaveFailure: Story = {
  args: { url: '/h5/addShippingAddress', save: 'fail' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await page.findByRole('heading', { level: 1, name: text.addTitle }, { timeout: 10_000 });
    await fillAddress(page, '02120');
    const save = page.getByRole('button', { name: text.save });
    await waitFor(() => expect(save).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(save);
    await shown(page, text.refused);
    await expect(page.getByRole('heading', { level: 1, name: text.addTitle })).toBeVisible();
    await expect(page.getByRole('textbox', { name: text.receiver })).toHaveValue('Chipo Banda');
    await expect(page.getByRole('textbox', { name: text.detail })).toHaveValue('3 Enterprise Road');
    await expect(page.getByRole('textbox', { name: text.display })).toHaveValue(
      'HARARE / HARARE / BORROWDALE',
    );
  },
};

// F2.17
/** Web mode with the map enabled (showGoogleMap): the embeddable editor offers map search, which asks its host to open the map. */
export const MapSearchToggle: Story = {
  args: { onSearchMap: fn() },
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(page.getByRole('heading', { name: text.addTitle })).toHaveFocus(), {
      timeout: 10_000,
    });
    const method = page.getByRole('radiogroup', { name: text.entryMethod });
    await expect(within(method).getByRole('radio', { name: text.manual })).toBeChecked();
    await userEvent.click(within(method).getByRole('radio', { name: text.map }));
    await expect(args.onSearchMap).toHaveBeenCalledOnce();
  },
};

// F2.17
/** Without the map (showGoogleMap off) the editor is typed in only: no map-search toggle. */
export const NoMapSearchWithoutMap: Story = {
  args: {
    config: {
      addressMode: 'D',
      needAddrPostCode: true,
      postCodeDigit: 5,
      stdAddrMode: 1,
      showGoogleMap: false,
    },
    onSearchMap: fn(),
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(page.getByRole('heading', { name: text.addTitle })).toHaveFocus(), {
      timeout: 10_000,
    });
    await expect(page.getByRole('textbox', { name: text.postCode })).toBeVisible();
    await expect(page.queryByRole('radiogroup', { name: text.entryMethod })).toBeNull();
  },
};

// F2.17
/** The picker others embed: the default is the first choice; another can be picked; a new one is added in place and chosen. */
export const PickerChooseOrAdd: Story = {
  args: { onPick: fn() },
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const group = await page.findByRole('radiogroup', { name: text.picker }, { timeout: 10_000 });
    await expect(within(group).getByRole('radio', { name: /^Tariro Moyo/ })).toBeChecked();
    await waitFor(() =>
      expect(args.onPick).toHaveBeenCalledWith(expect.objectContaining({ addrId: 'DA-1' })),
    );
    await userEvent.click(within(group).getByRole('radio', { name: /^Rudo Moyo/ }));
    await expect(args.onPick).toHaveBeenLastCalledWith(expect.objectContaining({ addrId: 'DA-2' }));
    await expect(within(group).getByRole('radio', { name: /^Rudo Moyo/ })).toBeChecked();
    await userEvent.click(page.getByRole('button', { name: text.addNew }));
    await page.findByRole('heading', { name: text.addTitle });
    await fillAddress(page, '02110');
    const save = page.getByRole('button', { name: text.save });
    await waitFor(() => expect(save).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(save);
    await waitFor(() =>
      expect(args.onPick).toHaveBeenLastCalledWith(
        expect.objectContaining({
          contactName: 'Chipo Banda',
          displayAddr: 'HARARE / HARARE / HARARE CBD',
        }),
      ),
    );
    await waitFor(() =>
      expect(
        within(page.getByRole('radiogroup', { name: text.picker })).getAllByRole('radio'),
      ).toHaveLength(3),
    );
    await expect(page.getByRole('radio', { name: /^Chipo Banda/ })).toBeChecked();
  },
};

// F2.17
/** Inside the operator's native app (window.GaiaHost.addressSaved): a save hands the saved address to the host instead of moving through history. */
export const EmbeddedHostCallback: Story = {
  args: { url: '/h5/addShippingAddress' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const addressSaved = fn();
    const host = window as unknown as { GaiaHost?: unknown };
    host.GaiaHost = { addressSaved };
    try {
      await page.findByRole('heading', { level: 1, name: text.addTitle }, { timeout: 10_000 });
      await fillAddress(page, '02130');
      const save = page.getByRole('button', { name: text.save });
      await waitFor(() => expect(save).not.toHaveAttribute('aria-disabled'));
      await userEvent.click(save);
      await waitFor(() => expect(addressSaved).toHaveBeenCalledOnce());
      const handed = JSON.parse(addressSaved.mock.calls[0]![0] as string) as DeliveryAddress;
      await expect(handed).toMatchObject({
        contactName: 'Chipo Banda',
        displayAddr: 'HARARE / HARARE / MBARE',
        postCode: '02130',
      });
      await expect(handed.addrId).toBeTruthy();
      // The page stays: the host decides what comes next.
      await expect(page.getByRole('heading', { level: 1, name: text.addTitle })).toBeVisible();
    } finally {
      delete host.GaiaHost;
    }
  },
};
