/**
 * Colour palettes for light and dark. The pairs the kit paints (`contrastPairs` below) are
 * checked for WCAG 2.2 AA contrast (4.5:1 for text, 3:1 for borders, icons and focus rings) by
 * tokens/palette.test.ts, and shown with their ratios on the Tokens documentation page.
 */
export interface Palette {
  bg: string;
  surface: string;
  surfaceRaised: string;
  surfaceSunken: string;
  text: string;
  textMuted: string;
  textOnPrimary: string;
  border: string;
  borderStrong: string;
  primary: string;
  primaryHover: string;
  primarySubtle: string;
  focus: string;
  danger: string;
  dangerSubtle: string;
  success: string;
  successSubtle: string;
  warning: string;
  warningSubtle: string;
  info: string;
  infoSubtle: string;
  overlay: string;
}

export const lightPalette: Palette = {
  bg: '#f6f7f9',
  surface: '#ffffff',
  surfaceRaised: '#ffffff',
  surfaceSunken: '#eef0f3',
  text: '#16181d',
  textMuted: '#4f5663',
  textOnPrimary: '#ffffff',
  border: '#7f8693',
  borderStrong: '#5c6370',
  primary: '#0b5cad',
  primaryHover: '#084a8c',
  primarySubtle: '#e3eefa',
  focus: '#0b5cad',
  danger: '#b3261e',
  dangerSubtle: '#fbe9e7',
  success: '#1d6b35',
  successSubtle: '#e5f3e8',
  warning: '#8a5300',
  warningSubtle: '#fdf0dc',
  info: '#0b5cad',
  infoSubtle: '#e3eefa',
  overlay: 'rgba(16, 18, 22, 0.55)',
};

export const darkPalette: Palette = {
  bg: '#111318',
  surface: '#1a1d23',
  surfaceRaised: '#22262e',
  surfaceSunken: '#0c0e12',
  text: '#eef0f3',
  textMuted: '#b4bac5',
  textOnPrimary: '#0c0e12',
  border: '#7d8594',
  borderStrong: '#a3aab6',
  primary: '#7cb7ff',
  primaryHover: '#a5ceff',
  primarySubtle: '#1c2d44',
  focus: '#7cb7ff',
  danger: '#ff8a80',
  dangerSubtle: '#3a1e1c',
  success: '#7ad694',
  successSubtle: '#17301e',
  warning: '#f5b95c',
  warningSubtle: '#33260f',
  info: '#7cb7ff',
  infoSubtle: '#1c2d44',
  overlay: 'rgba(0, 0, 0, 0.7)',
};

export type PaletteToken = keyof Palette;

/** How a foreground is used, which sets its WCAG 2.2 AA minimum (4.5:1 text, 3:1 non-text). */
export type ContrastPairUse = 'text' | 'nonText';

export interface ContrastPair {
  foreground: PaletteToken;
  background: PaletteToken;
  use: ContrastPairUse;
}

const pairs = (use: ContrastPairUse, foreground: PaletteToken, backgrounds: readonly PaletteToken[]): ContrastPair[] =>
  backgrounds.map((background) => ({ foreground, background, use }));

const surfaces: readonly PaletteToken[] = ['bg', 'surface', 'surfaceRaised', 'surfaceSunken'];

/**
 * Every foreground/background pair the kit paints, in both palettes: body and muted text on every
 * surface and tinted background, tone colours (links, status text and icons) on surfaces and on their
 * own subtle tint, text on filled buttons, and borders and focus rings against the surfaces.
 */
export const contrastPairs: readonly ContrastPair[] = [
  ...pairs('text', 'text', [...surfaces, 'primarySubtle', 'dangerSubtle', 'successSubtle', 'warningSubtle', 'infoSubtle']),
  ...pairs('text', 'textMuted', surfaces),
  ...pairs('text', 'textOnPrimary', ['primary', 'primaryHover']),
  ...pairs('text', 'primary', [...surfaces, 'primarySubtle']),
  ...pairs('text', 'primaryHover', ['surface', 'primarySubtle']),
  ...pairs('text', 'danger', [...surfaces, 'dangerSubtle']),
  ...pairs('text', 'success', [...surfaces, 'successSubtle']),
  ...pairs('text', 'warning', [...surfaces, 'warningSubtle']),
  ...pairs('text', 'info', [...surfaces, 'infoSubtle']),
  ...pairs('text', 'surface', ['danger']),
  ...pairs('nonText', 'border', surfaces),
  ...pairs('nonText', 'borderStrong', surfaces),
  ...pairs('nonText', 'focus', surfaces),
];
