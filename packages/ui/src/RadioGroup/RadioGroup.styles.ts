import styled from 'styled-components';
import { choiceRow, drawnChoiceInput } from '../internal/styles/choice';
import { columnStack, spacedColumn } from '../internal/styles/stack';

export { FieldHint as Hint, GroupLabel, RequiredMarker } from '../internal/FieldParts.styles';

export const Group = styled.div`
  ${columnStack}
  gap: var(--gaia-space-2);
`;

export const Options = styled.div`
  ${spacedColumn(1)}
  &[data-orientation='horizontal'] {
    flex-direction: row;
    flex-wrap: wrap;
    column-gap: var(--gaia-space-5);
  }
`;

export const Item = styled.div`
  display: flex;
  flex-direction: column;
  & > p {
    padding-inline-start: calc(var(--gaia-target-min) + var(--gaia-space-2));
  }
`;

/** The option's label: it wraps the radio, so the whole row is the target (44px tall). */
export const OptionLabel = styled.label`
  ${choiceRow}
  gap: var(--gaia-space-2);

  &[data-selected] {
    font-weight: var(--gaia-font-weight-medium);
  }

  /* The native radio, drawn by us at the 24px minimum target. */
  & input {
    ${drawnChoiceInput}
    flex: none;
    inline-size: var(--gaia-target-min);
    block-size: var(--gaia-target-min);
    border-radius: var(--gaia-radius-pill);
    cursor: inherit;
    transition: box-shadow var(--gaia-motion-duration-fast) var(--gaia-motion-easing);
  }
  & input:checked {
    border-color: var(--gaia-color-primary);
    background: var(--gaia-color-primary);
    box-shadow: inset 0 0 0 var(--gaia-space-1) var(--gaia-color-surface);
  }
  & input:disabled {
    border-color: var(--gaia-color-border);
    background: var(--gaia-color-surface-sunken);
  }
  & input:disabled:checked {
    background: var(--gaia-color-border);
    box-shadow: inset 0 0 0 var(--gaia-space-1) var(--gaia-color-surface-sunken);
  }
  &[data-invalid] input:not(:checked) {
    border-color: var(--gaia-color-danger);
  }
`;
