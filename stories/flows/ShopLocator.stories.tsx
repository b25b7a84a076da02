import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { SelectionMode } from '@gaia/domain/stores';
import { InMemoryScreen } from '../../apps/portal/src/app/InMemoryPortal';
import ShopLocator from '../../apps/portal/src/features/shopLocator/ShopLocator';
import ShopLocatorPage from '../../apps/portal/src/features/shopLocator/ShopLocatorPage';
import { resetPortal } from './sandboxSession';
import { pageOpened } from './pageSteps';

/** Texts in both story settings (English ltr, Arabic rtl). */
const text = {
  title: /^(Choose a shop|اختر متجرًا)$/,
  confirm: /^(Confirm|تأكيد)$/,
  back: /^(Back|رجوع)$/,
  city: /^(City|المدينة)/,
  shops: /^(Shops|المتاجر)$/,
  map: /^(Map of shops|خريطة المتاجر)/,
  outOfStock: /^(Out of stock|غير متوفر)$/,
  nearby: /^(Show shops near me|عرض المتاجر القريبة مني)$/,
  noShops: /^(No shops found|لم يتم العثور على متاجر)$/,
  noStock: /^(Not in stock nearby|غير متوفر في المتاجر القريبة)$/,
  scopeNear: /^(Shops near you|المتاجر القريبة منك)/,
  scopeCity: /^(Shops in Riverside|المتاجر في Riverside)/,
};

/**
 * The shop locator (F3.18) against the MSW-mocked sandbox: a dozen shops, BH-104 University Corner
 * (near the centre) out of stock of any SKU without an explicit entry (packages/sandbox/src/store/shopsData.ts).
 */
function Locator({ mode, skuList, onConfirm, onBack }: { mode: SelectionMode; skuList: string[]; onConfirm: () => void; onBack: () => void }) {
  return (
    <InMemoryScreen
      url="/shopLocator"
      routes={{ '/shopLocator': <ShopLocator selectionMode={mode} skuList={skuList} onConfirm={onConfirm} onBack={onBack} headingLevel={1} /> }}
    />
  );
}

const meta = {
  title: 'Flows/Shop locator (F3.18)',
  component: Locator,
  args: { mode: 'both', skuList: ['SKU-ANY'], onConfirm: fn(), onBack: fn() },
  // The map itself is painted over in the screenshots: its layers (tiles, the shipped base, the
  // coverage) arrive at their own pace, and MapView's own stories picture them from fixed data; the
  // page around it (the list, the card, the messages) is pictured.
  parameters: { layout: 'fullscreen', screenshot: { mask: ['.leaflet-container'] } },
  loaders: [resetPortal],
} satisfies Meta<typeof Locator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Chooses a shop from the list (the keyboard alternative of the map). */
async function chooseShop(canvasElement: HTMLElement, name: string) {
  const list = await within(canvasElement).findByRole('radiogroup', { name: text.shops });
  await userEvent.click(within(list).getByRole('radio', { name: new RegExp(`^${name}`) }));
}

// F3.18
/** Map mode: map and shop list, no city picker; the out-of-stock shop keeps Confirm disabled. */
export const MapMode: Story = {
  args: { mode: 'map' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const title = await canvas.findByRole('heading', { level: 1, name: text.title });
    await waitFor(() => expect(title).toHaveFocus());
    const map = await canvas.findByRole('region', { name: text.map });
    await expect(map).toBeVisible();
    // No tile server in the sandbox: the map draws the city's districts and roads the kit ships.
    await waitFor(() => expect(map.querySelectorAll('path.gaia-map-road').length).toBeGreaterThan(0), { timeout: 5000 });
    await expect(canvas.queryByRole('combobox', { name: text.city })).toBeNull();
    await expect(await canvas.findByText(text.scopeNear)).toBeVisible();
    const confirm = canvas.getByRole('button', { name: text.confirm });
    await chooseShop(canvasElement, 'University Corner');
    const card = await canvas.findByRole('region', { name: 'University Corner' });
    await waitFor(() => expect(within(card).getByText(text.outOfStock)).toBeVisible());
    await expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(confirm);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await chooseShop(canvasElement, 'Gaia Central Hall');
    await waitFor(() => expect(confirm).not.toHaveAttribute('aria-disabled', 'true'));
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledWith(expect.objectContaining({ orgId: 'BH-101', stock: 'A' }));
  },
};

// F3.18
/** Combo-box mode: no map; a city's shops with the first selected, then back to nearby shops. */
export const ComboBoxMode: Story = {
  args: { mode: 'comboBox' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(text.scopeNear);
    await expect(canvas.queryByRole('region', { name: text.map })).toBeNull();
    // The city search loads on demand: it is awaited as a person would wait for it.
    const city = await canvas.findByRole('combobox', { name: text.city });
    await userEvent.type(city, 'RIVER');
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Riverside' }));
    await expect(await canvas.findByText(text.scopeCity)).toBeVisible();
    const list = canvas.getByRole('radiogroup', { name: text.shops });
    await waitFor(() => expect(within(list).getByRole('radio', { name: /^Riverside Main/ })).toBeChecked());
    const confirm = canvas.getByRole('button', { name: text.confirm });
    await waitFor(() => expect(confirm).not.toHaveAttribute('aria-disabled', 'true'));
    await userEvent.click(canvas.getByRole('button', { name: text.nearby }));
    await expect(await canvas.findByText(text.scopeNear)).toBeVisible();
    await expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('button', { name: text.back }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

// F3.18
/** Both: map and city picker; a city without shops says so and leads back to the nearby shops. */
export const BothModesCityWithoutShops: Story = {
  args: { mode: 'both' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: text.map })).toBeVisible();
    await userEvent.type(await canvas.findByRole('combobox', { name: text.city }), 'palm');
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Palm Bay' }));
    await expect(await canvas.findByRole('heading', { name: text.noShops })).toBeVisible();
    await expect(canvas.getByRole('button', { name: text.confirm })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getAllByRole('button', { name: text.nearby })[0]!);
    await expect(await canvas.findByText(text.scopeNear)).toBeVisible();
  },
};

// F3.18
/** No shop has the items: the no-stock notice, every shop labelled, Confirm stays disabled. */
export const NoStock: Story = {
  args: { mode: 'comboBox', skuList: ['SKU-GONE-OOS'] },
  play: async ({ canvasElement }) => {
    const canvas = await pageOpened(canvasElement, text.noStock);
    const list = canvas.getByRole('radiogroup', { name: text.shops });
    await expect(within(list).getAllByText(text.outOfStock).length).toBe(8);
    await chooseShop(canvasElement, 'Gaia Central Hall');
    await expect(canvas.getByRole('button', { name: text.confirm })).toHaveAttribute('aria-disabled', 'true');
  },
};

// F3.18
/** The page with renderInModal: the locator in a dialog; Confirm (no redirect given) goes home with the point. */
export const PageInModal: Story = {
  render: () => (
    <InMemoryScreen
      url={`/shopLocator?renderInModal=true&tag=PICKUP&skuList=${encodeURIComponent('["SKU-ANY"]')}`}
      routes={{ '/shopLocator': <ShopLocatorPage />, '/': <p>Home stand-in</p> }}
    />
  ),
  play: async () => {
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: text.title });
    const list = await within(dialog).findByRole('radiogroup', { name: text.shops });
    await expect(within(list).queryByRole('radio', { name: /^Harbour Front/ })).toBeNull();
    await userEvent.click(within(list).getByRole('radio', { name: /^Gaia Central Hall/ }));
    const confirm = within(dialog).getByRole('button', { name: text.confirm });
    await waitFor(() => expect(confirm).not.toHaveAttribute('aria-disabled', 'true'));
    await userEvent.click(confirm);
    await expect(await body.findByText('Home stand-in')).toBeVisible();
  },
};
