import { css } from 'styled-components';
import { centredRow, space, type SpaceStep } from './stack.styles';
import { outlinedBox } from './surface.styles';

/** The focus ring drawn for keyboard users only, `width` thick and clear of the control's edge. */
export const focusVisibleRing = (width: '2px' | '3px') => css`
  &:focus-visible {
    outline: ${width} solid var(--gaia-color-focus);
    outline-offset: 2px;
  }
`;

/**
 * A button drawn as one row of its list (an offer, an address, a menu entry): as wide as the row,
 * in the page's font and colour, its text at the inline start.
 */
export const rowButton = css`
  inline-size: 100%;
  border-radius: var(--gaia-radius-md);
  color: var(--gaia-color-text);
  font: inherit;
  text-align: start;
  cursor: pointer;
`;

/**
 * An entry of a side menu (the left menu, the account panel): a borderless row, its icon beside its
 * name, a comfortable target tall, tinted on hover.
 */
export const menuEntry = css`
  ${centredRow(2)}
  ${rowButton}
  min-block-size: var(--gaia-target-comfortable);
  padding-inline: var(--gaia-space-3);
  border: none;
  background: transparent;
  &:hover {
    background: var(--gaia-color-surface-sunken);
  }
  ${focusVisibleRing('2px')}
`;

/**
 * The box of a kit control (a menu button, a closed select) for what stands in its place while it
 * loads: a comfortable target tall, the hairline border of the given radius on the surface colour,
 * so the placeholder and the control take the same room.
 */
export const controlBox = (paddingBlock: SpaceStep, radius: 'md' | 'pill') => css`
  min-block-size: var(--gaia-target-comfortable);
  padding-block: ${space(paddingBlock)};
  padding-inline: var(--gaia-space-3);
  ${outlinedBox(radius)}
  background: var(--gaia-color-surface);
  color: var(--gaia-color-text);
`;
