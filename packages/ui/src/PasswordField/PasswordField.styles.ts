import styled from 'styled-components';
import { comfortableIconButton } from '../internal/styles/quietIconButton';
import { secondaryText } from '../internal/styles/secondaryText';

export const RevealButton = styled.button`
  ${comfortableIconButton}
`;

export const Notice = styled.p`
  margin: 0;
  ${secondaryText}
  &:empty {
    display: none;
  }
`;
