import { css } from 'styled-components';

/**
 * The kit's focus ring on an element that react-aria marks `data-focus-visible` (a label wrapping
 * an invisible native input: the label shows the focus the input has).
 */
export const dataFocusVisibleRing = css`
  &[data-focus-visible] {
    outline: 3px solid var(--gaia-color-focus);
    outline-offset: 2px;
  }
`;

/** The thinner focus ring of a text-like button inside content (a link-styled button, a row). */
export const thinFocusVisibleRing = css`
  &:focus-visible {
    outline: 2px solid var(--gaia-color-focus);
    outline-offset: 2px;
  }
`;
