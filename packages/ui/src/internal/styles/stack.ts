import { css } from 'styled-components';
import type { space } from '../../tokens/scales';

/** A step of the kit's space scale: `--gaia-space-<step>`. */
export type SpaceStep = keyof typeof space;

/**
 * A vertical stack whose children may shrink below their content's width (long words wrap instead
 * of overflowing). The gap is the caller's: each component keeps its own rhythm.
 */
export const columnStack = css`
  display: flex;
  flex-direction: column;
  min-inline-size: 0;
`;

/** A column stack whose children stand one step of the space scale apart (a component's own rhythm). */
export const spacedStack = (step: SpaceStep) => css`
  ${columnStack}
  gap: var(--gaia-space-${step});
`;

/**
 * A vertical flex layout whose children stand one step of the space scale apart. Unlike a column
 * stack it does not let itself shrink below its content's width (a summary, a list of messages).
 */
export const spacedColumn = (step: SpaceStep) => css`
  display: flex;
  flex-direction: column;
  gap: var(--gaia-space-${step});
`;

/**
 * A column whose children are centred across it, one step of the space scale apart: an empty
 * state, an outcome, a code with its caption.
 */
export const centredColumn = (step: SpaceStep) => css`
  ${spacedColumn(step)}
  align-items: center;
`;

/** A list with no bullets, margin or padding: its items are laid out by the component. */
export const unstyledList = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * A row whose first and last children go to either end and that wraps onto more lines when narrow
 * (a header with a title and a figure). The cross-axis alignment and the gap are the caller's.
 */
export const spreadWrappingRow = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
`;

/** A list laid out as a vertical stack, without bullets, margin or padding; the gap is the caller's. */
export const unstyledColumnList = css`
  display: flex;
  flex-direction: column;
  ${unstyledList}
`;
