import { css } from 'styled-components';

/**
 * The primary look of a button or an icon button (`data-variant="primary"`): filled in the primary
 * colour, a shade darker under the pointer unless it is disabled (`aria-disabled`, so it stays focusable).
 */
export const primaryVariant = css`
  &[data-variant='primary'] {
    background: var(--gaia-color-primary);
    color: var(--gaia-color-text-on-primary);
  }
  &[data-variant='primary']:hover:not([aria-disabled='true']) {
    background: var(--gaia-color-primary-hover);
  }
`;
