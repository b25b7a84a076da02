import styled from 'styled-components';
import { FactTerm, factValue } from '../../layout/page/facts.styles';
import { centredWidth } from '../../layout/page/frame.styles';
import { PageHeading, PartHeading } from '../../layout/page/headings.styles';
import { centredWrappingRow, columnStack, spreadHeaderRow, stackedList, wrappingRow } from '../../layout/page/stack.styles';
import { outlinedBox, raisedCard } from '../../layout/page/surface.styles';

export const Page = styled.div`
  ${centredWidth('48rem')}
  ${columnStack(4)}
`;

export const Title = PageHeading;

/** One part of the details: a card with its heading. */
export const Section = styled.section`
  ${raisedCard()}
  ${columnStack(3)}
`;

export const SectionHeader = styled.div`
  ${spreadHeaderRow(3)}
`;

export const SectionTitle = PartHeading;

export const Details = styled.dl`
  display: grid;
  grid-template-columns: minmax(8rem, max-content) 1fr;
  gap: var(--gaia-space-2) var(--gaia-space-4);
  margin: 0;
`;

export const Term = FactTerm;

export const Value = styled.dd`
  ${factValue('medium')}
  overflow-wrap: anywhere;
`;

export const AddressList = styled.ul`
  ${stackedList(3)}
`;

export const AddressItem = styled.li`
  padding: var(--gaia-space-3) var(--gaia-space-4);
  ${outlinedBox()}
  ${centredWrappingRow(3)}
`;

export const AddressText = styled.div`
  flex: 1 1 14rem;
  ${columnStack(1)}
  overflow-wrap: anywhere;
`;

export const DefaultTag = styled.span`
  align-self: flex-start;
  padding: 0 var(--gaia-space-2);
  border-radius: var(--gaia-radius-sm);
  background: var(--gaia-color-primary-subtle);
  color: var(--gaia-color-text);
  font-size: var(--gaia-font-size-sm);
`;

export const Actions = styled.div`
  ${wrappingRow(3)}
`;

export const Form = styled.form`
  ${columnStack(3)}
`;
