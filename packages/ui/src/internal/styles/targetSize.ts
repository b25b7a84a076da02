import { css } from 'styled-components';

/** At least the primary touch target (44px) in both directions. */
export const comfortableTarget = css`
  min-inline-size: var(--gaia-target-comfortable);
  min-block-size: var(--gaia-target-comfortable);
`;

/** At least the minimum target (24px) in both directions. */
export const minimumTarget = css`
  min-inline-size: var(--gaia-target-min);
  min-block-size: var(--gaia-target-min);
`;

/** A fixed box of the minimum target's size (a placeholder that keeps a button's place). */
export const minimumTargetBox = css`
  inline-size: var(--gaia-target-min);
  block-size: var(--gaia-target-min);
`;
