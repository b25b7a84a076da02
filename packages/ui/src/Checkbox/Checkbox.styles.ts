import styled from 'styled-components';
import { choiceLabel } from '../internal/styles/choice';
import { columnStack } from '../internal/styles/stack';

export { FieldHint as Hint, RequiredMarker } from '../internal/FieldParts.styles';

export const Field = styled.div`
  ${columnStack}
  gap: var(--gaia-space-1);
`;

export const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: var(--gaia-space-2);
`;

/**
 * The native checkbox, drawn by us (appearance: none) at the 24px minimum target; the tick and the
 * dash are icons shown from the :checked and :indeterminate states.
 */
export const Box = styled.span`
  position: relative;
  display: inline-flex;
  flex: none;
  inline-size: var(--gaia-target-min);
  block-size: var(--gaia-target-min);

  & input {
    appearance: none;
    margin: 0;
    inline-size: 100%;
    block-size: 100%;
    border: 1px solid var(--gaia-color-border-strong);
    border-radius: var(--gaia-radius-sm);
    background: var(--gaia-color-surface);
    cursor: pointer;
    transition: background-color var(--gaia-motion-duration-fast) var(--gaia-motion-easing);
  }
  & input:hover:not(:disabled) {
    border-color: var(--gaia-color-primary);
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

