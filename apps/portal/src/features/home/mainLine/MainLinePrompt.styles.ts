import styled from 'styled-components';
import { PartHeading } from '../../../layout/page/headings.styles';
import { columnStack, wrappingRow } from '../../../layout/page/stack.styles';
import { accentedNotice } from '../../../layout/page/surface.styles';

export const PromptBox = styled.section`
  ${columnStack(3)}
  padding: var(--gaia-space-4) var(--gaia-space-5);
  ${accentedNotice('primary', 'lg')}
`;

export const PromptTitle = PartHeading;

export const PromptText = styled.p`
  margin: 0;
`;

export const PromptActions = styled.div`
  ${wrappingRow(3)}
`;
