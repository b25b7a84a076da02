import styled from 'styled-components';
import { secondaryParagraph } from '../internal/styles/secondaryText';
import { spacedStack } from '../internal/styles/stack';
import { headingText } from '../internal/styles/titleText';

export const Form = styled.form`
  ${spacedStack(4)}
`;

export const Title = styled.h2`
  ${headingText('lg')}
  color: var(--gaia-color-text);

  &:focus {
    outline: none;
  }
`;

export const Row = styled.div`
  display: flex;
  align-items: flex-end;
  gap: var(--gaia-space-2);
  & > :first-child {
    flex: 1;
  }
`;

export const Status = styled.p`
  ${secondaryParagraph}
`;
