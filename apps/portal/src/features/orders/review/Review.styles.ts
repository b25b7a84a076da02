import styled from 'styled-components';
import { StackedForm } from '../../../layout/page/form.styles';
import { headingText } from '../../../layout/page/headings.styles';
import { columnStack, stackedList, wrappingRow } from '../../../layout/page/stack.styles';

export const Form = StackedForm;

export const Items = styled.ul`
  ${stackedList(2)}
`;

export const Item = styled.li`
  ${columnStack(1)}
  padding-block: var(--gaia-space-2);
  border-block-end: 1px solid var(--gaia-color-border);
`;

export const Muted = styled.span`
  color: var(--gaia-color-text-muted);
  font-size: var(--gaia-font-size-sm);
`;

export const SectionTitle = styled.h2`
  ${headingText('md')}
`;

export const Actions = styled.div`
  ${wrappingRow(3)}
`;
