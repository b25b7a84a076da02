import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { http } from 'msw';
import { InMemoryPortal } from '../../apps/portal/src/app/InMemoryPortal';
import { resetPortal } from './sandboxSession';
import { successAnswer } from './successAnswer';

/** Texts in both story settings (English ltr, Arabic rtl). */
const text = {
  coverageTitle: /^(Check coverage|التحقق من التغطية)$/,
  addressTitle: /^(Select address|اختيار العنوان)$/,
  search: /^(Search addresses|البحث في العناوين)/,
  next: /^(Next|التالي)$/,
  covered: /(this address has coverage|هذا العنوان مغطى)/i,
  unavailable: /^(Service unavailable|الخدمة غير متاحة)$/,
  coverageFail: /(Check coverage failed|فشل التحقق من التغطية)/,
  close: /^(Close|إغلاق)$/,
  register: /^(Register|التسجيل)$/,
  map: /^(Map: choose a point|الخريطة: اختر نقطة)/,
  tilesDown:
    /^(The map server cannot be reached: the built-in map is shown\.|تعذّر الوصول إلى خادم الخرائط: تُعرض الخريطة المدمجة\.)$/,
  noneChosen: /^(No address chosen yet\.|لم يتم اختيار عنوان بعد\.)$/,
};

/** Standard addresses of the sandbox's demo city (packages/sandbox/src/store/geoData/gaiaCity.ts). */
const covered = '1 Independence Square, City Centre, Gaia City';
const uncovered = '3 Quay Road, Harbour, Gaia City';

/**
 * The coverage and address map (F3.17) against the MSW-mocked sandbox: the shipped offline base
 * (no tile server configured), towers' coverage, reverse geocoding and the keyboard list.
 */
const meta = {
  title: 'Flows/Coverage and address map',
  component: InMemoryPortal,
  args: { url: '/map?type=coverage' },
  // The map itself is painted over in the screenshots: its layers (tiles, the shipped base, the
  // coverage) arrive at their own pace, and MapView's own stories picture them from fixed data; the
  // page around it (the list, the card, the messages) is pictured.
  parameters: { layout: 'fullscreen', screenshot: { mask: ['.leaflet-container'] } },
  loaders: [resetPortal],
} satisfies Meta<typeof InMemoryPortal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Picks a listed address with the keyboard: search, Tab to it, Enter. */
async function pickFromList(canvasElement: HTMLElement, address: string) {
  const canvas = within(canvasElement);
  const search = await canvas.findByRole('searchbox', { name: text.search });
  await userEvent.type(search, address.split(',')[0]!);
  const option = await canvas.findByRole('button', { name: address });
  option.focus();
  await userEvent.keyboard('{Enter}');
}

// F3.17
/** Coverage found: the title says Check coverage, the towers' coverage is drawn, Next unlocks. */
export const CoverageFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = await canvas.findByRole('heading', { level: 1, name: text.coverageTitle });
    await waitFor(() => expect(title).toHaveFocus());
    const next = canvas.getByRole('button', { name: text.next });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    const map = await canvas.findByRole('region', { name: text.map });
    await waitFor(() =>
      expect(map.querySelectorAll('path.gaia-map-coverage').length).toBeGreaterThan(0),
    );
    await pickFromList(canvasElement, covered);
    await expect(await canvas.findByText(text.covered)).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: new RegExp(covered), pressed: true }),
    ).toBeVisible();
    await expect(next).not.toHaveAttribute('aria-disabled', 'true');
  },
};

// F3.17
/** Coverage not found: the service-unavailable dialog with its text, Close keeps the page. */
export const CoverageNotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: text.coverageTitle });
    await pickFromList(canvasElement, uncovered);
    // The dialog is looked up again on each try: the page may render it anew as the answer lands.
    await waitFor(() =>
      expect(
        within(within(document.body).getByRole('dialog', { name: text.unavailable })).getByText(
          text.coverageFail,
        ),
      ).toBeVisible(),
    );
    const dialog = within(document.body).getByRole('dialog', { name: text.unavailable });
    await expect(within(dialog).getByRole('button', { name: text.register })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: text.close }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(canvas.getByText(text.noneChosen)).toBeVisible();
    await expect(canvas.getByRole('button', { name: text.next })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

// F3.17
/** Address mode: a click on the map picks the nearest standard address and marks it. */
export const AddressByMapClick: Story = {
  args: { url: '/map' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: text.addressTitle });
    const map = await canvas.findByRole('region', { name: text.map });
    // The offline base is drawn: the city's place names come from the sandbox.
    // The base redraws its labels as its layers arrive: ask for the label again until it stays.
    await waitFor(() => expect(within(map).getByText('Independence Square')).toBeVisible(), {
      timeout: 10_000,
    });
    const container = map.querySelector('.leaflet-container')!;
    const box = container.getBoundingClientRect();
    await userEvent.pointer({
      keys: '[MouseLeft]',
      target: container,
      coords: { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 },
    });
    await waitFor(() => expect(canvas.getByText(covered, { selector: 'p' })).toBeVisible(), {
      timeout: 10_000,
    });
    await expect(
      await within(map).findByRole('button', { name: new RegExp(covered) }),
    ).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('button', { name: text.next })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/**
 * A tile server configured (mapTileUrl) but unreachable: a path on this origin that serves no
 * tiles, so nothing leaves the machine. The configuration call answers the map's parameters only
 * and passes every other request to the sandbox.
 */
const unreachableTileServer = http.get('*/ecare/common/system/configParam/list', ({ request }) => {
  const codes = new URL(request.url).searchParams.get('paramCodes') ?? '';
  if (!codes.includes('mapTileUrl')) return undefined;
  return successAnswer([
    { paramCode: 'mapTileUrl', paramValue: '/gaia-missing-tiles/{z}/{x}/{y}.png' },
  ]);
});

// F3.17
/** The tile server fails: the page says so and the shipped base (the city's names) is drawn instead. */
export const TileServerDown: Story = {
  args: { url: '/map' },
  beforeEach({ msw }) {
    msw.use(unreachableTileServer);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: text.addressTitle });
    await expect(await canvas.findByText(text.tilesDown, {}, { timeout: 10_000 })).toBeVisible();
    const map = canvas.getByRole('region', { name: text.map });
    // The base redraws its labels as its layers arrive: ask for the label again until it stays.
    await waitFor(() => expect(within(map).getByText('Independence Square')).toBeVisible(), {
      timeout: 10_000,
    });
  },
};
