import styled from 'styled-components';
import { PartHeading } from '../../../layout/page/headings.styles';
import { columnStack, wrappingRow } from '../../../layout/page/stack.styles';

export const PromptBox = styled.section`
  ${columnStack(3)}
  padding: var(--gaia-space-4) var(--gaia-space-5);
  border: 1px solid var(--gaia-color-primary);
  border-inline-start-width: 4px;
  border-radius: var(--gaia-radius-lg);
  background: var(--gaia-color-primary-subtle);
  color: var(--gaia-color-text);
`;

export const PromptTitle = PartHeading;

export const PromptText = styled.p`
  margin: 0;
`;

export const PromptActions = styled.div`
  ${wrappingRow(3)}
`;
