import { css } from 'styled-components';

/**
 * A palette tone that has a strong colour token (`--gaia-color-<tone>`) and a subtle one
 * (`--gaia-color-<tone>-subtle`); each pair is a contrast pair of tokens/palette.ts, checked by its test.
 */
export type PaletteTone = 'success' | 'warning' | 'danger' | 'info';

/**
 * A tinted fill per value of a data attribute (a badge, an outcome's icon disc): the tone's subtle
 * colour behind, its strong colour on top. `tones` maps each value the component sets to its
 * palette tone, e.g. `toneFills('data-variant', { error: 'danger' })`.
 */
export const toneFills = (attribute: string, tones: Record<string, PaletteTone>) =>
  Object.entries(tones).map(
    ([value, tone]) => css`
      &[${attribute}='${value}'] {
        background: var(--gaia-color-${tone}-subtle);
        color: var(--gaia-color-${tone});
      }
    `,
  );

/**
 * A tinted box per value of a data attribute (a status tag): the tone's subtle colour behind, its
 * strong colour on the border and on the icon.
 */
export const toneOutlines = (attribute: string, tones: Record<string, PaletteTone>) =>
  Object.entries(tones).map(
    ([value, tone]) => css`
      &[${attribute}='${value}'] {
        background: var(--gaia-color-${tone}-subtle);
        border-color: var(--gaia-color-${tone});
      }
      &[${attribute}='${value}'] svg {
        color: var(--gaia-color-${tone});
      }
    `,
  );
