import styled from 'styled-components';
import { secondaryParagraph } from '../internal/styles/secondaryText';
import { columnStack } from '../internal/styles/stack';

export const Form = styled.form`
  ${columnStack}
  gap: var(--gaia-space-4);
`;

export const Title = styled.h2`
  margin: 0;
  font-size: var(--gaia-font-size-lg);
  font-weight: var(--gaia-font-weight-bold);
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
