import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storySpies } from '../internal/stories/storySpies';
import { MapView } from './MapView';
import { exampleCity } from './MapView.fixtures';

const { spies, clearSpies } = storySpies('onMarkerSelect', 'onMapClick', 'onBaseChange');
const { onMarkerSelect: selectMarker, onMapClick: clickMap, onBaseChange: baseChange } = spies;

const meta = {
  title: 'Maps/MapView',
  component: MapView,
  args: {
    label: 'gaia_map_region_label',
    center: { lat: 13.221147, lng: 32.902675 },
    zoom: 16,
    cityMap: exampleCity,
    ...spies,
    markers: [
      { id: 'shop-1', position: { lat: 13.2215, lng: 32.9015 }, label: 'Shop one, in stock', kind: 'inStock' },
      { id: 'shop-2', position: { lat: 13.2205, lng: 32.9045 }, label: 'Shop two, out of stock', kind: 'noStock' },
      { id: 'here', position: { lat: 13.221147, lng: 32.902675 }, label: 'Chosen address', kind: 'selected' },
    ],
    circles: [{ id: 'tower-1', center: { lat: 13.2211, lng: 32.9027 }, radiusMeters: 300 }],
  },
  beforeEach: clearSpies,
} satisfies Meta<typeof MapView>;

export default meta;
type Story = StoryObj<typeof meta>;

// F3.17, F3.18
/**
 * No tile server: the shipped base (city districts, roads, place names, country outlines) is drawn.
 * Markers are 64×64 buttons with names, reached with Tab and chosen with Enter; a click on the
 * map reports its point.
 */
export const OfflineBaseWithMarkers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: /choose a point|اختر نقطة|gaia_map_region_label/i });
    await expect(baseChange).toHaveBeenCalledWith('offline');
    await expect(await canvas.findByText('Central Square')).toBeVisible();
    // The district and the road are drawn as SVG paths of the offline base.
    await waitFor(() => expect(region.querySelectorAll('path.gaia-map-district').length).toBe(1));
    await expect(region.querySelectorAll('path.gaia-map-road').length).toBe(1);
    await expect(region.querySelectorAll('path.gaia-map-coverage').length).toBe(1);

    const shopTwo = canvas.getByRole('button', { name: 'Shop two, out of stock' });
    await expect(shopTwo.getBoundingClientRect().width).toBe(64);
    await expect(shopTwo.getBoundingClientRect().height).toBe(64);
    await expect(canvas.getByRole('button', { name: 'Chosen address' })).toHaveAttribute('aria-current', 'true');

    // A click away from the markers reports the point under the pointer: below and before the
    // chosen address's marker on screen, so south and west of its position.
    const box = region.querySelector('.leaflet-container')!.getBoundingClientRect();
    const click = { clientX: box.left + 20, clientY: box.top + box.height - 20 };
    // The chosen address sits at the centre once the map has its final size.
    await waitFor(() => {
      const here = canvas.getByRole('button', { name: 'Chosen address' }).getBoundingClientRect();
      expect(click.clientX).toBeLessThan(here.left);
      expect(click.clientY).toBeGreaterThan(here.bottom);
    });
    await userEvent.pointer({ keys: '[MouseLeft]', target: region.querySelector('.leaflet-container')!, coords: click });
    await waitFor(() => expect(clickMap).toHaveBeenCalledTimes(1));
    const point = clickMap.mock.calls[0]![0] as { lat: number; lng: number };
    await expect(point.lat).toBeLessThan(13.221147);
    await expect(point.lng).toBeLessThan(32.902675);

    // A marker chosen with the keyboard reports the marker, not a click on the map (focusing it
    // may pan the map, hence after the click above).
    shopTwo.focus();
    await userEvent.keyboard('{Enter}');
    await expect(selectMarker).toHaveBeenCalledWith('shop-2');
    await expect(clickMap).toHaveBeenCalledTimes(1);
  },
};

/**
 * The country outlines of world-atlas load as their own chunk and draw under the city; the map
 * region is busy until they are in.
 */
export const CountryOutlines: Story = {
  args: { markers: [], circles: [], zoom: 5 },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region');
    await waitFor(() => expect(canvasElement.querySelectorAll('path.gaia-map-country').length).toBeGreaterThan(0), { timeout: 5000 });
    await waitFor(() => expect(region).not.toHaveAttribute('aria-busy'));
  },
};

/** What the page says is still arriving (the city's map) keeps the map region busy. */
export const BusyWhileTheCityArrives: Story = {
  args: { markers: [], circles: [], cityMap: undefined, cityMapLoading: true },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region');
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(canvasElement.querySelectorAll('path.gaia-map-country').length).toBeGreaterThan(0), { timeout: 5000 });
    await expect(region).toHaveAttribute('aria-busy', 'true');
  },
};

/**
 * A tile server that cannot be reached (a URL on this origin that answers 404, so no request
 * leaves the machine): the map falls back to the offline base and says so.
 */
export const TilesFailFallBackToOffline: Story = {
  args: { tileUrl: '/gaia-missing-tiles/{z}/{x}/{y}.png', markers: [], circles: [] },
  // After the fallback Leaflet places the base's drawing at its own pace (the paths are in the page
  // before they are painted in place), so the picture is left out; OfflineBaseWithMarkers and
  // CountryOutlines picture the same base.
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement }) => {
    await expect(baseChange).toHaveBeenCalledWith('tiles');
    await waitFor(() => expect(baseChange).toHaveBeenLastCalledWith('offline'), { timeout: 5000 });
    await expect(await within(canvasElement).findByText('Central Square')).toBeVisible();
    // The shipped base is drawn in full: the district and the road as well as the place names.
    await waitFor(() => expect(canvasElement.querySelectorAll('path.gaia-map-district').length).toBe(1));
    await expect(canvasElement.querySelectorAll('path.gaia-map-road').length).toBe(1);
  },
};

// F3.18
/**
 * Choosing a marker with the keyboard makes it the selected one: its picture changes and the focus
 * stays on it, so a keyboard user can go on from where they were.
 */
export const ChosenMarkerKeepsTheFocus: Story = {
  render: function ChoosingMap(args) {
    const [chosen, setChosen] = useState<string>();
    const markers = args.markers!.map((marker) => ({ ...marker, kind: marker.id === chosen ? ('selected' as const) : marker.kind }));
    return (
      <MapView
        {...args}
        markers={markers}
        onMarkerSelect={(id) => {
          args.onMarkerSelect?.(id);
          setChosen(id);
        }}
      />
    );
  },
  args: { markers: meta.args.markers.filter((marker) => marker.id !== 'here') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const shopTwo = await canvas.findByRole('button', { name: 'Shop two, out of stock' });
    await expect(shopTwo).not.toHaveAttribute('aria-current');
    shopTwo.focus();
    await userEvent.keyboard('{Enter}');
    await expect(selectMarker).toHaveBeenCalledWith('shop-2');
    const chosen = await canvas.findByRole('button', { name: 'Shop two, out of stock', current: true });
    await waitFor(() => expect(chosen).toHaveFocus());
    // A second Enter on the same marker reaches the page again.
    await userEvent.keyboard('{Enter}');
    await expect(selectMarker).toHaveBeenCalledTimes(2);
  },
};
