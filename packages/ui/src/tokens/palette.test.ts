import { describe, expect, it } from 'vitest';
import { contrastRatio, formatContrastRatio, minimumContrast, parseColour } from '@gaia/domain';
import { contrastPairs, darkPalette, lightPalette, type Palette } from './palette';

const palettes: ReadonlyArray<readonly [string, Palette]> = [
  ['light', lightPalette],
  ['dark', darkPalette],
];

describe.each(palettes)('%s palette', (_name, palette) => {
  it('holds only colours the contrast check can read', () => {
    for (const value of Object.values(palette)) expect(parseColour(value), value).toBeDefined();
  });

  it.each(contrastPairs.map((pair) => [pair.foreground, pair.background, pair.use] as const))(
    '%s on %s meets WCAG 2.2 AA for %s',
    (foreground, background, use) => {
      const ratio = contrastRatio(palette[foreground], palette[background]);
      const minimum = minimumContrast(use === 'text' ? 'text' : 'nonText');
      expect(ratio, `${foreground} ${palette[foreground]} on ${background} ${palette[background]}: ${formatContrastRatio(ratio)}`).toBeGreaterThanOrEqual(minimum);
    },
  );
});

describe('contrast pairs', () => {
  it('cover every text colour on every surface', () => {
    const textPairs = contrastPairs.filter((pair) => pair.use === 'text');
    for (const foreground of ['text', 'textMuted', 'primary', 'danger', 'success', 'warning', 'info'] as const) {
      for (const background of ['bg', 'surface', 'surfaceRaised', 'surfaceSunken'] as const) {
        expect(textPairs.some((pair) => pair.foreground === foreground && pair.background === background), `${foreground} on ${background}`).toBe(true);
      }
    }
  });

  it('give both palettes the same tokens', () => {
    expect(Object.keys(darkPalette).sort()).toEqual(Object.keys(lightPalette).sort());
  });
});
