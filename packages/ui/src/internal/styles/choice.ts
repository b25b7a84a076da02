import { css } from 'styled-components';

/** A choice react-aria marks `data-disabled` (segment, amount cell, option label): muted, not clickable. */
export const disabledChoice = css`
  &[data-disabled] {
    color: var(--gaia-color-text-muted);
    cursor: not-allowed;
  }
`;

/** The label of a checkbox, radio or switch: the text colour and a pointer, muted when disabled. */
export const choiceLabel = css`
  color: var(--gaia-color-text);
  cursor: pointer;
  ${disabledChoice}
`;

/**
 * The row of a radio or switch option: the label wraps the control, so the whole row is the target
 * (44px tall). The gap between control and text is the caller's.
 */
export const choiceRow = css`
  display: inline-flex;
  align-items: center;
  min-block-size: var(--gaia-target-comfortable);
  ${choiceLabel}
`;

/** A filled choice once selected (a segment, an amount cell): the primary colour, its text on it. */
export const selectedFill = css`
  &[data-selected] {
    background: var(--gaia-color-primary);
    color: var(--gaia-color-text-on-primary);
  }
`;
