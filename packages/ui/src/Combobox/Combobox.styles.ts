import styled from 'styled-components';
import { comfortableIconButton } from '../internal/styles/quietIconButton';

/** The button at the end of the input that opens the list (not in the Tab order, as downshift sets). */
export const ToggleButton = styled.button`
  ${comfortableIconButton}
  flex: none;

  &[aria-expanded='true'] > svg {
    transform: rotate(180deg);
  }
  &:disabled {
    cursor: not-allowed;
  }
`;
