import { css } from 'styled-components';

/**
 * A surface-coloured box with the kit's hairline border and medium radius: the box of a form
 * control, and of anything drawn like one (a file row, a table's frame, a page button, a notice).
 */
export const borderedBox = css`
  border: 1px solid var(--gaia-color-border);
  border-radius: var(--gaia-radius-md);
  background: var(--gaia-color-surface);
`;
