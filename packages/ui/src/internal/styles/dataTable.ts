import { css } from 'styled-components';

/** A data table across its frame, in small text, its cells' borders collapsed into one line. */
export const dataTable = css`
  inline-size: 100%;
  border-collapse: collapse;
  font-size: var(--gaia-font-size-sm);
`;

/** The inner spacing of a data table's cells and caption. */
export const tableCellPadding = css`
  padding-block: var(--gaia-space-2);
  padding-inline: var(--gaia-space-3);
`;
