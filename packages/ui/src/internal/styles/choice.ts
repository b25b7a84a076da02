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

/**
 * The box of a drawn checkbox or the track of a switch: 24px tall, never shrunk in its row, and the
 * anchor of the marks drawn over it. The width is the caller's.
 */
export const choiceControlBox = css`
  position: relative;
  display: inline-flex;
  flex: none;
  block-size: var(--gaia-target-min);
`;

/**
 * A native checkbox or radio input drawn by us (no native look): the strong border on the surface,
 * the primary border under the pointer. Size, radius, cursor and the checked look are the caller's.
 */
export const drawnChoiceInput = css`
  appearance: none;
  margin: 0;
  border: 1px solid var(--gaia-color-border-strong);
  background: var(--gaia-color-surface);
  &:hover:not(:disabled) {
    border-color: var(--gaia-color-primary);
  }
`;
