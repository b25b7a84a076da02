import styled from 'styled-components';
import { FactTerm, FactValue } from '../../layout/page/facts.styles';
import { centredWidth } from '../../layout/page/frame.styles';
import { StaticPageHeading } from '../../layout/page/headings.styles';
import { columnStack } from '../../layout/page/stack.styles';

export const Page = styled.div`
  ${columnStack(5)}
  ${centredWidth('80rem')}
`;

export const Welcome = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: var(--gaia-space-2) var(--gaia-space-4);
`;

export const Title = StaticPageHeading;

export const Details = styled.dl`
  display: flex;
  gap: var(--gaia-space-2);
  margin: 0;
`;

export const Term = FactTerm;

export const Value = FactValue;
