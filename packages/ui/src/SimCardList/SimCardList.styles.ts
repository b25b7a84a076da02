import styled from 'styled-components';
import { borderedBox } from '../internal/styles/borderedBox';
import { secondaryText } from '../internal/styles/secondaryText';
import { spacedColumn, spacedStack, spreadWrappingRow, unstyledList } from '../internal/styles/stack';

export { SectionHeading as Heading } from '../internal/SectionHeading.styles';

export const Root = styled.div`
  ${spacedStack(3)}
`;

export const List = styled.ul`
  ${unstyledList}
  ${spacedColumn(2)}
`;

export const Card = styled.li`
  ${spreadWrappingRow}
  align-items: baseline;
  gap: var(--gaia-space-2);
  padding-block: var(--gaia-space-3);
  padding-inline: var(--gaia-space-4);
  ${borderedBox}
  color: var(--gaia-color-text);
`;

export const AccNumber = styled.span`
  direction: ltr;
  unicode-bidi: isolate;
  font-weight: var(--gaia-font-weight-medium);
  font-variant-numeric: tabular-nums;
`;

export const Serial = styled.span`
  ${secondaryText}
`;

export const Empty = styled.p`
  margin: 0;
  color: var(--gaia-color-text-muted);
`;
