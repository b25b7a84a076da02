import { css } from 'styled-components';

/** A step of the kit's spacing scale (`--gaia-space-<step>`). */
export type SpaceStep = 1 | 2 | 3 | 4 | 5 | 6;

/** The kit's spacing token of one step. */
export const space = (step: SpaceStep) => `var(--gaia-space-${step})`;

/**
 * A vertical stack with the given gap: a page's column, a form's fields, a dialog's body. Each
 * screen keeps its own rhythm, so the gap is the caller's.
 */
export const columnStack = (gap: SpaceStep) => css`
  display: flex;
  flex-direction: column;
  gap: ${space(gap)};
`;

/**
 * A vertical stack that may grow narrower than its content (a grid's column, a row's flexible part),
 * so a long word or a wide table inside it scrolls or wraps instead of widening the page.
 */
export const shrinkableColumn = (gap: SpaceStep) => css`
  ${columnStack(gap)}
  min-inline-size: 0;
`;

/** A row of items that wraps onto more lines when narrow (buttons, tags, links). */
export const wrappingRow = (gap: SpaceStep) => css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(gap)};
`;

/** A row whose items are centred on the cross axis, on one line (an icon beside its words). */
export const centredRow = (gap: SpaceStep) => css`
  display: flex;
  align-items: center;
  gap: ${space(gap)};
`;

/** A row whose items are centred on the cross axis and wrap when narrow (a receipt line, a search row). */
export const centredWrappingRow = (gap: SpaceStep) => css`
  ${wrappingRow(gap)}
  align-items: center;
`;

/**
 * A header row: its title at the inline start, its action at the end, both centred on the cross
 * axis, wrapping when narrow. `gap` may be one step or a "row column" pair of steps.
 */
export const spreadHeaderRow = (rowGap: SpaceStep, columnGap: SpaceStep = rowGap) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${rowGap === columnGap ? space(rowGap) : `${space(rowGap)} ${space(columnGap)}`};
`;

/** A list with no bullets, margin or padding: its items are laid out by the screen. */
export const bareList = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A list laid out as a one-column grid with the given gap, without bullets, margin or padding. */
export const gridList = (gap: SpaceStep) => css`
  display: grid;
  gap: ${space(gap)};
  ${bareList}
`;

/** A list laid out as a vertical stack with the given gap, without bullets, margin or padding. */
export const stackedList = (gap: SpaceStep) => css`
  ${columnStack(gap)}
  ${bareList}
`;

/**
 * An ordered list as a vertical stack with the given gap, its numbers in the inline-start padding
 * (the steps of an order or of a shipment).
 */
export const numberedStack = (gap: SpaceStep) => css`
  ${columnStack(gap)}
  margin: 0;
  padding-inline-start: var(--gaia-space-5);
`;

/**
 * A word in a line of text kept for assistive technology, not shown (a span: it has no margin,
 * padding or border to take away).
 */
export const visuallyHiddenText = css`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/**
 * In the page for assistive technology, not shown: a heading in the outline, a live announcement,
 * a word that a colour or an icon says to the eye. Any element: its margin, padding and border are
 * taken away too.
 */
export const visuallyHidden = css`
  ${visuallyHiddenText}
  margin: -1px;
  padding: 0;
  border: 0;
`;
