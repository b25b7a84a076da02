import { css } from 'styled-components';
import { centredContent } from './centredContent';
import { minimumTarget } from './targetSize';

/**
 * A small borderless icon button in the primary colour, at the minimum target, that sits inside a
 * line of content (a table cell's copy button, a field's help button). Radius and cursor are the
 * caller's.
 */
export const inlineIconButton = css`
  ${centredContent}
  flex: none;
  ${minimumTarget}
  margin: 0;
  padding: 0;
  border: 0;
  background: transparent;
  color: var(--gaia-color-primary);
`;
