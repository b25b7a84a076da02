import { css } from 'styled-components';

/**
 * A control marked `aria-disabled` (it stays focusable, so screen reader users still find it): a
 * sunken background, muted text, not clickable.
 */
export const ariaDisabledControl = css`
  &[aria-disabled='true'] {
    cursor: not-allowed;
    background: var(--gaia-color-surface-sunken);
    color: var(--gaia-color-text-muted);
  }
`;
