import styled from 'styled-components';
import { choiceControlBox, choiceLabel, drawnChoiceInput } from '../internal/styles/choice';
import { startAlignedRow } from '../internal/styles/row';
import { spacedStack } from '../internal/styles/stack';

export { FieldHint as Hint, RequiredMarker } from '../internal/FieldParts.styles';

export const Field = styled.div`
  ${spacedStack(1)}
`;

export const Row = styled.div`
  ${startAlignedRow(2)}
`;

/**
 * The native checkbox, drawn by us (appearance: none) at the 24px minimum target; the tick and the
 * dash are icons shown from the :checked and :indeterminate states.
 */
export const Box = styled.span`
  ${choiceControlBox}
  inline-size: var(--gaia-target-min);

  & input {
    ${drawnChoiceInput}
    inline-size: 100%;
    block-size: 100%;
    border-radius: var(--gaia-radius-sm);
    cursor: pointer;
    transition: background-color var(--gaia-motion-duration-fast) var(--gaia-motion-easing);
  }
  & input:checked,
  & input:indeterminate {
    border-color: var(--gaia-color-primary);
    background: var(--gaia-color-primary);
  }
  & input[aria-invalid='true'] {
    border-color: var(--gaia-color-danger);
  }
  & input:disabled {
    cursor: not-allowed;
    border-color: var(--gaia-color-border);
    background: var(--gaia-color-surface-sunken);
  }
  & input:disabled:checked,
  & input:disabled:indeterminate {
    background: var(--gaia-color-border);
  }
  & svg {
    position: absolute;
    inset: 0;
    margin: auto;
    inline-size: 75%;
    block-size: 75%;
    color: var(--gaia-color-text-on-primary);
    pointer-events: none;
    display: none;
  }
  & input:checked:not(:indeterminate) ~ [data-mark='check'],
  & input:indeterminate ~ [data-mark='dash'] {
    display: block;
  }
`;

export const Label = styled.label`
  padding-block: 0.1em;
  ${choiceLabel}
`;

/** Hint and error line up with the label, after the box. */
export const Below = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--gaia-space-1);
  padding-inline-start: calc(var(--gaia-target-min) + var(--gaia-space-2));
  &:empty {
    display: none;
  }
`;

