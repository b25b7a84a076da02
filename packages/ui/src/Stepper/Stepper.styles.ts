import styled from 'styled-components';
import { borderedBox } from '../internal/styles/borderedBox';
import { columnStack } from '../internal/styles/stack';

export { FieldHint as Hint, FieldLabel as Label, RequiredMarker } from '../internal/FieldParts.styles';

export const Field = styled.div`
  ${columnStack}
  align-items: flex-start;
  gap: var(--gaia-space-1);
`;

export const Group = styled.div`
  display: inline-flex;
  align-items: center;
  gap: var(--gaia-space-2);
`;

/** The number input: 44px tall, centred digits, the field border of the kit. */
export const Input = styled.input`
  inline-size: 6ch;
  min-block-size: var(--gaia-target-comfortable);
  padding-block: var(--gaia-space-2);
  padding-inline: var(--gaia-space-2);
  ${borderedBox}
  color: inherit;
  font: inherit;
  font-variant-numeric: tabular-nums;
  text-align: center;

  &:focus-visible {
    border-color: var(--gaia-color-focus);
  }
  &[aria-invalid='true'] {
    border-color: var(--gaia-color-danger);
  }
  &:disabled {
    background: var(--gaia-color-surface-sunken);
    color: var(--gaia-color-text-muted);
  }
`;

