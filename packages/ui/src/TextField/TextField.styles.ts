import styled from 'styled-components';

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--gaia-space-1);
  min-inline-size: 0;
`;

export const LabelRow = styled.div`
  display: flex;
  align-items: center;
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

export const Control = styled.div`
  display: flex;
  align-items: center;
  min-block-size: var(--gaia-target-comfortable);
  border: 1px solid var(--gaia-color-border);
  border-radius: var(--gaia-radius-md);
  background: var(--gaia-color-surface);
  transition: border-color var(--gaia-motion-duration-fast) var(--gaia-motion-easing);

  &:focus-within {
    border-color: var(--gaia-color-focus);
    box-shadow: 0 0 0 1px var(--gaia-color-focus);
  }
  &[data-invalid] {
    border-color: var(--gaia-color-danger);
  }
  &[data-disabled] {
    background: var(--gaia-color-surface-sunken);
  }
  & input {
    flex: 1;
    min-inline-size: 0;
    border: 0;
    background: transparent;
    color: inherit;
    font: inherit;
    padding-block: var(--gaia-space-2);
    padding-inline: var(--gaia-space-3);
  }
  & input:focus-visible {
    outline: none;
  }
  & input::placeholder {
    color: var(--gaia-color-text-muted);
  }
`;

export const Hint = styled.p`
  margin: 0;
  color: var(--gaia-color-text-muted);
  font-size: var(--gaia-font-size-sm);
`;

/** Holds the help button's place while its code loads, so the label row does not shift. */
export const HelpSlot = styled.span`
  display: inline-block;
  flex: none;
  inline-size: var(--gaia-target-min);
  block-size: var(--gaia-target-min);
`;
