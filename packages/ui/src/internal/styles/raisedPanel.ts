import { css } from 'styled-components';

/**
 * A panel raised above the page (a dialog, a popover): the raised surface with the hairline border,
 * the large radius and the highest elevation. Its size and padding are the caller's.
 */
export const raisedPanel = css`
  border: 1px solid var(--gaia-color-border);
  border-radius: var(--gaia-radius-lg);
  background: var(--gaia-color-surface-raised);
  color: var(--gaia-color-text);
  box-shadow: var(--gaia-elevation-3);
`;
