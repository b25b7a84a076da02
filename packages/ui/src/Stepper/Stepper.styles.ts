import styled from 'styled-components';

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: var(--gaia-space-1);
  min-inline-size: 0;
`;

export const Label = styled.label`
  font-weight: var(--gaia-font-weight-medium);
  font-size: var(--gaia-font-size-sm);
  color: var(--gaia-color-text);
`;

export const RequiredMarker = styled.span`
  color: var(--gaia-color-danger);
  margin-inline-start: var(--gaia-space-1);
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
  border: 1px solid var(--gaia-color-border);
  border-radius: var(--gaia-radius-md);
  background: var(--gaia-color-surface);
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

export const Hint = styled.p`
  margin: 0;
  color: var(--gaia-color-text-muted);
  font-size: var(--gaia-font-size-sm);
`;
