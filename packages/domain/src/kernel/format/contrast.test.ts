import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  composite,
  contrastRatio,
  formatContrastRatio,
  meetsContrastAA,
  minimumContrast,
  parseColour,
  relativeLuminance,
} from './contrast';

const hexColour = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map(([r, g, b]) => `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`);

describe('parseColour', () => {
  it('reads hex in every length', () => {
    expect(parseColour('#fff')).toEqual({ r: 255, g: 255, b: 255, a: 1 });
    expect(parseColour('#0b5cad')).toEqual({ r: 11, g: 92, b: 173, a: 1 });
    expect(parseColour('#00000080')?.a).toBeCloseTo(128 / 255);
    expect(parseColour('#F0F8')).toEqual({ r: 255, g: 0, b: 255, a: 136 / 255 });
  });

  it('reads rgb() and rgba(), comma or space separated', () => {
    expect(parseColour('rgb(16, 18, 22)')).toEqual({ r: 16, g: 18, b: 22, a: 1 });
    expect(parseColour('rgba(16, 18, 22, 0.55)')).toEqual({ r: 16, g: 18, b: 22, a: 0.55 });
    expect(parseColour('rgb(0 0 0 / 50%)')).toEqual({ r: 0, g: 0, b: 0, a: 0.5 });
  });

  it('rejects what is not a colour', () => {
    expect(parseColour('blue')).toBeUndefined();
    expect(parseColour('#12')).toBeUndefined();
    expect(parseColour('var(--gaia-color-text)')).toBeUndefined();
    expect(() => contrastRatio('blue', '#fff')).toThrow(TypeError);
  });
});

describe('contrastRatio', () => {
  it('gives the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // Reference pairs from WebAIM's contrast checker.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#0b5cad', '#ffffff')).toBeCloseTo(6.67, 2);
  });

  it('paints a translucent foreground over the background', () => {
    expect(contrastRatio('rgba(0, 0, 0, 0)', '#ffffff')).toBe(1);
    expect(contrastRatio('rgba(0, 0, 0, 1)', '#ffffff')).toBeCloseTo(21, 5);
    const half = composite({ r: 0, g: 0, b: 0, a: 0.5 }, { r: 255, g: 255, b: 255, a: 1 });
    expect(half.r).toBeCloseTo(127.5);
  });

  it('is symmetric and stays between 1 and 21', () => {
    fc.assert(
      fc.property(hexColour, hexColour, (a, b) => {
        const ratio = contrastRatio(a, b);
        expect(ratio).toBeCloseTo(contrastRatio(b, a), 10);
        expect(ratio).toBeGreaterThanOrEqual(1);
        expect(ratio).toBeLessThanOrEqual(21.0000001);
      }),
    );
  });

  it('is 1 for a colour against itself', () => {
    fc.assert(fc.property(hexColour, (a) => {
        expect(contrastRatio(a, a)).toBe(1);
      }));
  });

  it('grows as the foreground darkens on white', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 254 }), (grey) => {
        const hex = (v: number) => `#${v.toString(16).padStart(2, '0').repeat(3)}`;
        expect(contrastRatio(hex(grey), '#ffffff')).toBeGreaterThan(contrastRatio(hex(grey + 1), '#ffffff'));
      }),
    );
  });
});

describe('relativeLuminance', () => {
  it('is 0 for black and 1 for white', () => {
    expect(relativeLuminance({ r: 0, g: 0, b: 0, a: 1 })).toBe(0);
    expect(relativeLuminance({ r: 255, g: 255, b: 255, a: 1 })).toBeCloseTo(1, 10);
  });
});

describe('AA thresholds', () => {
  it('asks 4.5 for text and 3 for large text and non-text', () => {
    expect(minimumContrast('text')).toBe(4.5);
    expect(minimumContrast('largeText')).toBe(3);
    expect(minimumContrast('nonText')).toBe(3);
  });

  it('never rounds a failing ratio up', () => {
    // #777777 on white is 4.478…: it fails text even though it would print as 4.5 when rounded.
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
    expect(meetsContrastAA('#777777', '#ffffff')).toBe(false);
    expect(meetsContrastAA('#777777', '#ffffff', 'largeText')).toBe(true);
    expect(formatContrastRatio(contrastRatio('#777777', '#ffffff'))).toBe('4.47:1');
    expect(formatContrastRatio(21)).toBe('21.00:1');
  });
});
