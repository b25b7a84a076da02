import { css } from 'styled-components';

/**
 * As many equal columns as fit, none narrower than `minimum` (or the container, when narrower):
 * a definition list of figures or details that reflows from one column to several.
 */
export const autoFitColumns = (minimum: string) => css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(${minimum}, 100%), 1fr));
`;
