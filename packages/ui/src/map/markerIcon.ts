import { divIcon, type DivIcon } from 'leaflet';

/** What a marker stands for, which decides its picture (spec 03 §4: selected, in-stock and no-stock shops differ). */
export type MapMarkerKind = 'selected' | 'inStock' | 'noStock' | 'place';

/** Marker size in CSS pixels (spec 03 §9: 64 by 64). */
export const MARKER_SIZE = 64;

/*
 * Each kind has its own shape as well as its own colour, so the difference does not rest on colour
 * alone (WCAG 1.4.1): a star for the selected point, a tick for in stock, a cross for no stock, a dot
 * for a place. Colours are the kit's tokens, so they follow the theme.
 */
const glyph: Record<MapMarkerKind, string> = {
  selected: '<path d="M32 13l4.4 9 9.9 1.4-7.2 7 1.7 9.8L32 35.6l-8.8 4.6 1.7-9.8-7.2-7 9.9-1.4z" fill="var(--gaia-color-surface)"/>',
  inStock: '<path d="M23 27l6 6 12-12" fill="none" stroke="var(--gaia-color-surface)" stroke-width="4.5" stroke-linecap="round" stroke-linejoin="round"/>',
  noStock: '<path d="M24 19l16 16M40 19L24 35" fill="none" stroke="var(--gaia-color-surface)" stroke-width="4.5" stroke-linecap="round"/>',
  place: '<circle cx="32" cy="27" r="7" fill="var(--gaia-color-surface)"/>',
};

const fill: Record<MapMarkerKind, string> = {
  selected: 'var(--gaia-color-primary)',
  inStock: 'var(--gaia-color-success)',
  noStock: 'var(--gaia-color-text-muted)',
  place: 'var(--gaia-color-info)',
};

/** The pin's SVG for a kind: a 64×64 drop whose tip is the point on the map. */
export function markerSvg(kind: MapMarkerKind): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${MARKER_SIZE}" height="${MARKER_SIZE}" viewBox="0 0 64 64" aria-hidden="true" focusable="false">` +
    `<path d="M32 62C32 62 10 38 10 26a22 22 0 0 1 44 0c0 12-22 36-22 36z" fill="${fill[kind]}" stroke="var(--gaia-color-surface)" stroke-width="2"/>` +
    glyph[kind] +
    '</svg>'
  );
}

/** Escapes text for an HTML attribute. */
function attribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * A Leaflet DivIcon holding a real <button> named by `label`, so a marker is reachable with Tab and
 * chosen with Enter or Space (the click bubbles to Leaflet's marker handler). The marker itself must
 * be created with `keyboard: false`, or Leaflet would make its wrapper a second, nested button.
 * `id` marks the button with the marker's id (`data-marker-id`), so focus can find it again.
 */
export function markerIcon(kind: MapMarkerKind, label: string, id = ''): DivIcon {
  return divIcon({
    className: 'gaia-map-marker',
    html: `<button type="button" class="gaia-map-marker-button" data-kind="${kind}" data-marker-id="${attribute(id)}" aria-label="${attribute(label)}"${kind === 'selected' ? ' aria-current="true"' : ''}>${markerSvg(kind)}</button>`,
    iconSize: [MARKER_SIZE, MARKER_SIZE],
    iconAnchor: [MARKER_SIZE / 2, MARKER_SIZE],
  });
}
