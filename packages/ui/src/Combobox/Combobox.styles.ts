import styled from 'styled-components';

/** The button at the end of the input that opens the list (not in the Tab order, as downshift sets). */
export const ToggleButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  min-inline-size: var(--gaia-target-comfortable);
  min-block-size: var(--gaia-target-comfortable);
  margin: 0;
  padding: 0;
  border: 0;
  border-radius: var(--gaia-radius-md);
  background: transparent;
  color: var(--gaia-color-text-muted);
  cursor: pointer;

  &:hover {
    color: var(--gaia-color-text);
  }
  &[aria-expanded='true'] > svg {
    transform: rotate(180deg);
  }
  &:disabled {
    cursor: not-allowed;
  }
`;
