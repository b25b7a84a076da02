import { css } from 'styled-components';
import { borderedBox } from './borderedBox';

/** The bordered frame around a table, which scrolls sideways instead of the page when the table is wide. */
export const tableScrollFrame = css`
  overflow-x: auto;
  ${borderedBox}
`;

/** A table of records or figures: the frame's full width, single borders, small text. */
export const dataTable = css`
  inline-size: 100%;
  border-collapse: collapse;
  font-size: var(--gaia-font-size-sm);
`;

/** The padding of a table's cells and caption, so their text lines up. */
export const tableCellPadding = css`
  padding-block: var(--gaia-space-2);
  padding-inline: var(--gaia-space-3);
`;
