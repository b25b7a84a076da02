import { css } from 'styled-components';

/**
 * A vertical stack whose children may shrink below their content's width (long words wrap instead
 * of overflowing). The gap is the caller's: each component keeps its own rhythm.
 */
export const columnStack = css`
  display: flex;
  flex-direction: column;
  min-inline-size: 0;
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
