/**
 * Colour contrast as WCAG 2.2 defines it (success criteria 1.4.3 and 1.4.11): relative luminance of
 * sRGB colours and the ratio (L1 + 0.05) / (L2 + 0.05), from 1 (same colour) to 21 (black on white).
 * Pure functions, used by the kit's palette test and the design-token documentation.
 */

/** A colour in sRGB: channels 0–255, alpha 0–1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** WCAG 2.2 AA minimums: normal text, large text (18pt, or 14pt bold) and non-text (borders, icons, focus). */
export const CONTRAST_AA_TEXT = 4.5;
export const CONTRAST_AA_LARGE_TEXT = 3;
export const CONTRAST_AA_NON_TEXT = 3;
/** WCAG 2.2 AAA minimum for normal text. */
export const CONTRAST_AAA_TEXT = 7;

const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RGB = /^rgba?\(\s*([\d.]+)(?:\s*,\s*|\s+)([\d.]+)(?:\s*,\s*|\s+)([\d.]+)\s*(?:[,/]\s*([\d.]+%?)\s*)?\)$/i;

const clampChannel = (value: number) => Math.min(255, Math.max(0, value));
const clampAlpha = (value: number) => Math.min(1, Math.max(0, value));

/** Reads `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb(…)` and `rgba(…)`; anything else gives undefined. */
export function parseColour(input: string): Rgba | undefined {
  const text = input.trim();
  const hex = HEX.exec(text);
  if (hex) {
    let digits = hex[1] ?? '';
    if (digits.length <= 4) digits = [...digits].map((d) => d + d).join('');
    const channel = (index: number) => parseInt(digits.slice(index * 2, index * 2 + 2), 16);
    return { r: channel(0), g: channel(1), b: channel(2), a: digits.length === 8 ? channel(3) / 255 : 1 };
  }
  const rgb = RGB.exec(text);
  if (rgb) {
    const alphaText = rgb[4];
    const alpha = alphaText === undefined ? 1 : alphaText.endsWith('%') ? parseFloat(alphaText) / 100 : parseFloat(alphaText);
    return {
      r: clampChannel(Number(rgb[1])),
      g: clampChannel(Number(rgb[2])),
      b: clampChannel(Number(rgb[3])),
      a: clampAlpha(alpha),
    };
  }
  return undefined;
}

function requireColour(input: string): Rgba {
  const colour = parseColour(input);
  if (!colour) throw new TypeError(`Not a colour: ${input}`);
  return colour;
}

/** Paints a translucent colour over an opaque one (source-over compositing). */
export function composite(top: Rgba, bottom: Rgba): Rgba {
  const a = top.a;
  const mix = (t: number, b: number) => t * a + b * (1 - a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

const linear = (channel: number) => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** WCAG relative luminance, 0 (black) to 1 (white); alpha is ignored (composite first). */
export function relativeLuminance(colour: Rgba): number {
  return 0.2126 * linear(colour.r) + 0.7152 * linear(colour.g) + 0.0722 * linear(colour.b);
}

const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };

/**
 * Contrast ratio of a foreground on a background, 1 to 21. A translucent foreground is painted over
 * the background first; a translucent background over white. Throws on a string that is not a colour.
 */
export function contrastRatio(foreground: string, background: string): number {
  const bg = composite(requireColour(background), WHITE);
  const fg = composite(requireColour(foreground), bg);
  const l1 = relativeLuminance(fg);
  const l2 = relativeLuminance(bg);
  const [lighter, darker] = l1 >= l2 ? [l1, l2] : [l2, l1];
  return (lighter + 0.05) / (darker + 0.05);
}

export type ContrastUse = 'text' | 'largeText' | 'nonText';

/** The AA minimum for a use: 4.5 for text, 3 for large text and for non-text (borders, icons, focus rings). */
export function minimumContrast(use: ContrastUse): number {
  return use === 'text' ? CONTRAST_AA_TEXT : use === 'largeText' ? CONTRAST_AA_LARGE_TEXT : CONTRAST_AA_NON_TEXT;
}

/** Whether a pair meets WCAG 2.2 AA for its use. The ratio is not rounded: 4.49 fails 4.5. */
export function meetsContrastAA(foreground: string, background: string, use: ContrastUse = 'text'): boolean {
  return contrastRatio(foreground, background) >= minimumContrast(use);
}

/** A ratio as people read it, e.g. "4.53:1" (truncated, never rounded up past a threshold). */
export function formatContrastRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}
