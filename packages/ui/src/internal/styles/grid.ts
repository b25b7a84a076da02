import { css } from 'styled-components';

/**
 * As many equal columns as fit, none narrower than `minimum` (or the container, when narrower):
 * a definition list of figures or details that reflows from one column to several.
 */
export const autoFitColumns = (minimum: string) => css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(${minimum}, 100%), 1fr));
`;

/**
 * The definition list of a card's figures or details: auto-fit columns (see autoFitColumns) a step
 * apart, without the list's default margin.
 */
export const definitionGrid = (minimum: string) => css`
  ${autoFitColumns(minimum)}
  gap: var(--gaia-space-3);
  margin: 0;
`;
