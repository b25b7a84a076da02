import { css } from 'styled-components';
import { fieldPadding } from './fieldControl';

/**
 * A row of an icon and text at the primary touch target's height with a field's inner spacing: a
 * select's trigger and options, a menu's items.
 */
export const optionRow = css`
  display: flex;
  align-items: center;
  gap: var(--gaia-space-2);
  min-block-size: var(--gaia-target-comfortable);
  ${fieldPadding}
  color: var(--gaia-color-text);
  cursor: pointer;
`;

/** An option or item marked `aria-disabled`: muted and not clickable (it stays focusable). */
export const ariaDisabledOption = css`
  &[aria-disabled='true'] {
    cursor: not-allowed;
    color: var(--gaia-color-text-muted);
  }
`;
